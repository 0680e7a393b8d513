import type { SpokenJob } from './types.js';

export const windTurbineTechnicianNorthernCape: SpokenJob = {
  id: 'wind-turbine-technician-northern-cape',
  title: 'Wind Turbine Electrical Technician',
  company: 'Gariep Wind Power',
  place: 'Copperton, near Prieska, Northern Cape, South Africa',
  description:
    'Gariep Wind Power operates a one hundred and forty megawatt wind farm of forty seven turbines outside Copperton, ' +
    'feeding the Eskom grid through its own substation. We are looking for an Electrical Technician to join the ' +
    'operations and maintenance team. Duties include scheduled and corrective maintenance of converters, pitch and yaw ' +
    'systems, generators, turbine transformers and the 33 kV collector network, fault finding through SCADA and the ' +
    'turbine controllers, switching under the site safety rules, and recording work orders in SAP. The technician must be ' +
    'comfortable climbing ninety metre towers and working in the nacelle in heat, wind and dust. Requirements: trade ' +
    'tested electrician, valid GWO Basic Safety Training, medium voltage authorisation or willingness to obtain it, a ' +
    'code EB driving licence and at least three years of industrial maintenance experience. Accommodation is provided ' +
    'in Prieska.',
  skills: [
    'Low and medium voltage fault finding',
    'Power electronics and converters',
    'Pitch and yaw system maintenance',
    'SCADA alarm analysis',
    'Lockout, tagout and switching procedures',
    'Working at heights and rescue',
    'SAP work order reporting',
  ],
  questions: [
    'Tell us about your electrical background and any experience with wind turbines or other renewable energy plants.',
    'A turbine trips on a converter fault at night and will not reset from SCADA. Take us through how you would handle it.',
    'What does safe isolation mean to you, and how do you apply lockout and tagout on a turbine or in the substation?',
    'How do you cope with remote living, long shifts and working at height in the Northern Cape climate?',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'south-african',
      text:
        "I'm from Kimberley, and I did my apprenticeship at an iron ore mine in Kathu, where I passed my trade test in " +
        'twenty sixteen. At the mine I worked on the conveyors, the motor control centres, the variable speed drives and the ' +
        "eleven kilovolt switchgear, so I'm very comfortable with heavy industrial work. In twenty twenty I moved to a solar " +
        "P V plant outside Upington, a seventy five megawatt plant, where I'm a maintenance electrician. There I work on the " +
        'inverters, the combiner boxes, the transformers and the thirty three kilovolt ring main units. The inverters are ' +
        'quite similar to the converters in a turbine, the power electronics, the I G B T modules, the cooling systems. I ' +
        "haven't worked inside a turbine yet, but I did my G W O basic safety training in Cape Town in March this year, at " +
        'my own cost, because I really want to move into wind. With my background I believe I can learn the turbine quickly.',
    },
    {
      questionIndex: 0,
      register: 'namibian',
      text:
        "I'm Namibian, from Keetmanshoop, and I qualified as an electrician at the Windhoek Vocational Training Centre. For " +
        'the past four years I have been working at a small wind farm near Lüderitz, with six turbines of three point six ' +
        'megawatts each, so I know the wind conditions in the south very well. It is very similar to the Northern Cape, ' +
        'strong wind and a lot of dust. I do the six monthly services, I check the pitch batteries, the slip ring, the yaw ' +
        'motors and the brake pads, I do the torque checks on the tower bolts, and I do fault finding on the converter and ' +
        'the main controller. I have G W O basic safety and basic technical training, and I did the advanced rescue course ' +
        'last year. Our site was small, so I got to do everything, even the switching with NamPower on the high voltage ' +
        'side. Now I want to work on a bigger site with more turbines, where I can grow and specialise.',
    },
    {
      questionIndex: 1,
      register: 'south-african',
      text:
        "First thing, I won't keep resetting it remotely, because if it's a real converter fault you can blow a module and " +
        "make a small problem a big one. I'll look at the SCADA alarm log, what came first, was it a grid fault, an over " +
        "temperature, an overcurrent on one phase. I'll also check the other turbines on the same feeder, because if they " +
        "also tripped, it could be a grid disturbance from Eskom and not the turbine. If it's only this one, I phone the " +
        'site manager on standby and we agree if we attend at night or wait for first light. Climbing at night is only ' +
        'allowed if the wind is within limits and we are two technicians, never alone. At the turbine we do the isolation, ' +
        'then in the converter cabinet I check the cooling pump, the coolant pressure and the fuses, and I measure the ' +
        'insulation on the cables and the modules. In twenty twenty two at the solar plant, a similar fault turned out to ' +
        'be a failed cooling fan, a cheap part.',
    },
    {
      questionIndex: 1,
      register: 'zambian',
      text:
        'I worked for two years at a wind farm in the Eastern Cape, near Jeffreys Bay, so I have seen this kind of fault many ' +
        'times. The procedure I follow is, first I read the fault code and the history on the SCADA, and I call the ' +
        "manufacturer's support line if the code is not clear, they are open twenty four hours. Then I check the weather, " +
        "the wind speed and any lightning in the area, because we don't climb when there is lightning within ten " +
        'kilometres. If it is safe, we go as a team of two with the rescue kit. In the nacelle, I isolate the converter ' +
        'according to the procedure, I wait for the capacitors to discharge, and I test for dead before touching anything. ' +
        'Then I check the modules, the sensors and the connections on the busbar. One time we found a loose connection that ' +
        'had burnt a terminal. I replaced it, we tested, and the turbine was back online by four in the morning, which saved ' +
        'a lot of production.',
    },
    {
      questionIndex: 2,
      register: 'south-african',
      text:
        "Safe isolation for me means that nobody can make the equipment live while I'm working on it, and that I have proven " +
        'it is dead myself. On a turbine, we first stop it from the controller, then we open the breakers and the isolators, ' +
        'and every person working puts their own padlock on the lockout box, with their name tag. The key stays in your ' +
        'pocket. Then I use a voltage detector. I test it on a known live source, I test the circuit, and I test the ' +
        "detector again. In the substation or on the thirty three kilovolt network it's more formal. You need a permit to " +
        'work issued by the authorised person, and the equipment is earthed before work starts. At the mine I saw a ' +
        "contractor who was nearly electrocuted because someone removed a tag, thinking the job was finished. Since then I'm " +
        "very strict. Even if my supervisor is in a hurry, I won't work without my own lock.",
    },
    {
      questionIndex: 2,
      register: 'south-african',
      text:
        "Look, isolation is not just a procedure on paper, it's about going home to your family. At my current job on the " +
        "solar plant, we follow the site rules and the O H S Act, and I'm authorised for switching up to thirty three " +
        'kilovolts. The steps are simple but you must never skip one. You identify the correct equipment from the drawing, ' +
        'you switch off, you isolate, you lock and tag, you test for dead, and where required you apply earths. Then the ' +
        'permit is issued and signed by everyone in the team. On a turbine there are also mechanical energies, like the ' +
        'rotor and the blades, so we apply the rotor lock and the pitch lock before going into the hub. And the stored ' +
        'energy in the pitch accumulators or batteries must be discharged. When the job is finished, the permit is only ' +
        "cancelled after every person has removed their lock and signed off. I've also trained the new guys on this, " +
        'because they tend to rush.',
    },
    {
      questionIndex: 3,
      register: 'south-african',
      text:
        "I grew up in Postmasburg, so the Northern Cape is home for me. I'm used to the heat in summer, when it goes above " +
        "forty degrees, and the cold winter mornings, when it can be minus five at six o'clock. For working at height, I'm " +
        'fit, I go to the gym three times a week and I play soccer on weekends. Climbing a ninety metre tower is hard work, ' +
        'so you must look after your body. In summer we start early, at half past six, so that we finish the climbs before ' +
        'the hottest part of the day, and we carry enough water, at least three litres per person. In the nacelle it gets ' +
        "very hot, so we take breaks. Living in a small town like Prieska doesn't bother me. At the solar plant near " +
        'Upington we also worked far from town, and I have a good routine. My wife and kids understand the job, and we go ' +
        'to Kimberley on my off weekends.',
    },
    {
      questionIndex: 3,
      register: 'namibian',
      text:
        'I come from the south of Namibia, so I know the heat, the wind and the long distances very well. At Lüderitz the ' +
        'wind blows almost every day, sometimes more than sixty kilometres per hour, and you learn to respect the weather ' +
        "limits. We work a rotation of ten days on and four days off, and I'm used to it. When you are far from home, you " +
        'must keep yourself busy and disciplined, so after work I go running, I read, and I study for my medium voltage ' +
        'courses online. For the heights, I have been climbing for four years, and I do my refresher training every two ' +
        "years as G W O requires. I don't have a fear of heights, but I have respect for heights, which is different. I " +
        'always check my harness, my lanyards and the fall arrest system before every climb. If I join Gariep, I would stay ' +
        'in Prieska during my shifts, and on my off days I can drive home, it is about seven hours to Keetmanshoop.',
    },
  ],
};
