import type { SpokenJob } from './types.js';

export const dieselBusMechanicKampala: SpokenJob = {
  id: 'diesel-bus-mechanic-kampala',
  title: 'Heavy Vehicle Diesel Mechanic',
  company: 'Nile Pearl Coaches Limited',
  place: 'Kawempe depot, Kampala, Uganda',
  description:
    'Nile Pearl Coaches runs a fleet of sixty two intercity coaches on the Kampala to Gulu, Kampala to Mbarara and Kabale, ' +
    'and Kampala to Nairobi routes. We are looking for an experienced heavy vehicle diesel mechanic to join the night ' +
    'maintenance team at our Kawempe depot. The mechanic will carry out scheduled services on Scania K410 and Yutong ' +
    'ZK6122 coaches, diagnose engine, gearbox and air brake faults with diagnostic software, replace clutches, injectors ' +
    'and turbochargers, and complete job cards and parts requisitions on the fleet management system. The role includes ' +
    'roadside recovery on the Gulu highway and the Masaka road when coaches break down. Candidates should hold a ' +
    'Directorate of Industrial Training certificate in motor vehicle mechanics or equivalent, have at least four years ' +
    'of experience on heavy commercial vehicles, and be ready to work night shifts and weekends.',
  skills: [
    'Diesel engine diagnostics',
    'Air brake systems',
    'Scania SDP3 and generic diagnostic scanners',
    'Gearbox and clutch overhaul',
    'Preventive maintenance planning',
    'Roadside breakdown recovery',
    'Job card and parts documentation',
  ],
  questions: [
    'Tell us about your experience maintaining heavy diesel buses and the makes you have worked on.',
    'Describe a serious breakdown you diagnosed and repaired under time pressure. What did you do?',
    'How do you make sure preventive maintenance is done on time and properly recorded?',
    'How do you keep yourself, your colleagues and our passengers safe when you work on a bus?',
  ],
  answers: [
    {
      questionIndex: 0,
      register: 'ugandan',
      text:
        'Thank you. I have been a mechanic for about seven years now. I started at a small garage in Katwe, you know, ' +
        'where we were doing everything, Toyota Hiace taxis, Fuso trucks, even generators. Then in twenty nineteen I ' +
        'joined Kigezi Express as a fleet mechanic at their depot in Nakawa. There we had twenty eight buses, mostly ' +
        'Scania K three sixty and some Higer buses from China. I was doing the A service and the B service, changing oil ' +
        'and filters, adjusting brakes, and also the bigger jobs like overhauling the gearbox and replacing clutch plates. ' +
        'On the Scania I can use the S D P three software to read the fault codes, and on the Chinese buses I use a ' +
        'Launch scanner. What I like about buses is that they must move every day, so you learn to work fast but carefully. ' +
        'I have not yet worked on the Yutong, but I have read its service manual and the systems are not very different ' +
        'from the Higer.',
    },
    {
      questionIndex: 0,
      register: 'kenyan',
      text:
        'I did my diploma in automotive engineering at Kabete National Polytechnic in Nairobi, and after that I worked for ' +
        'five years with Savannah Liner on the Nairobi to Kampala route. So I know this road very well, from Busia all the ' +
        "way to Jinja. Our fleet was forty buses, Scania K four ten and a few MAN Lion's Coach. I was a senior technician " +
        "on the night shift, meaning when the bus comes in at eleven o'clock at night, by five in the morning it must be " +
        'ready to leave again. I have done engine overhauls, I have replaced turbochargers, I have rebuilt the air dryer ' +
        'and the compressor. I was also in charge of the tyre records, because tyres were costing the company a lot of ' +
        'money. I relocated to Kampala last year because of family, and currently I am working at a truck garage in ' +
        'Namanve, but I want to go back to buses, that is where my experience is.',
    },
    {
      questionIndex: 1,
      register: 'ugandan',
      text:
        'On the fourteenth of March twenty twenty three, one of our buses going to Gulu called the depot at around half ' +
        'past two in the afternoon. The driver said the air pressure is dropping and the brakes are dragging. The bus was ' +
        'at Kafu, almost two hundred kilometres from Kampala, with sixty five passengers on board. I went with the recovery ' +
        'van and it took us about three hours. When I reached, I could hear air leaking near the compressor. The delivery ' +
        'pipe from the compressor to the air dryer had cracked because of the heat. We did not have the exact pipe, so I ' +
        'took a similar one from the spare kit, cut it to size and used new fittings, then I tested. The pressure built ' +
        'up to eight bar and it was holding. Before we let the bus go, I checked the brakes on all the wheels. The bus left ' +
        'at around seven in the evening and reached Gulu safely. After that, I recommended to the workshop manager that ' +
        'every recovery van carries two compressor pipes.',
    },
    {
      questionIndex: 1,
      register: 'tanzanian',
      text:
        'When I was with Kilimanjaro Royal Coach in Dar es Salaam, we had a bus going to Arusha, and near Korogwe the ' +
        'engine started overheating. The driver stopped at a petrol station. I was in Moshi that day, so the manager told ' +
        "me to go. I reached there around four o'clock. First I asked the driver what he saw, because the driver is the one " +
        'who knows the bus. He said the temperature went up slowly, not suddenly. So I checked the coolant, it was okay, ' +
        'the fan belt was okay. Then I saw the viscous fan was turning freely even when the engine was hot, meaning the ' +
        'fan clutch was finished. There was no fan clutch in Korogwe, so I locked it temporarily, very carefully, so that ' +
        'the fan turns all the time. The bus continued to Arusha with the passengers, only five hours late, and the next ' +
        'day we replaced the fan clutch properly. The part cost about four hundred and fifty thousand Tanzanian shillings, ' +
        'but we saved the engine.',
    },
    {
      questionIndex: 2,
      register: 'ugandan',
      text:
        'For me preventive maintenance starts with good records. At Kigezi Express every bus had a service interval of ' +
        'fifteen thousand kilometres for the A service and forty five thousand for the B service. Every Monday I used to ' +
        'print the mileage report from the tracking system and I would mark on the whiteboard which buses are coming due ' +
        'that week. Then I agree with the operations officer, Madam Nakato, which day each bus can stay at the depot, ' +
        'because operations always want the bus on the road. When the service is done, the mechanic fills the job card, ' +
        'what was changed, the part numbers, the oil quantity, and he signs. I check the job card and sign before it goes ' +
        'to the office for entry in the system. If a bus misses its service by more than one thousand kilometres, I write ' +
        'it in my weekly report so that management sees it. In twenty twenty two we reduced breakdowns on the road from ' +
        'about nine per month to three per month, mainly because of this discipline.',
    },
    {
      questionIndex: 2,
      register: 'rwandan',
      text:
        'Actually I believe preventive maintenance is about planning and communication. At Akagera Express in Kigali I was ' +
        'responsible for nineteen buses on the Kigali to Musanze and Kigali to Rubavu routes. We had a spreadsheet where ' +
        'each bus had the last service date, the kilometres and the next service due. Every evening the drivers gave their ' +
        'odometer readings to the dispatcher, and in the morning I updated the sheet. When a bus was within five hundred ' +
        'kilometres of the service, the line turned red, so nobody could say they did not see it. We also did a daily check ' +
        'with the drivers before departure, the tyres, the oil level, the lights, the air leaks, and the driver signs the ' +
        'checklist. Every job was recorded on a job card with the parts used, and at the end of the month I compared the ' +
        'parts on the job cards with the stores, to make sure nothing was missing. I know Nile Pearl uses a fleet ' +
        'management system, so I would be happy to learn it quickly.',
    },
    {
      questionIndex: 3,
      register: 'ugandan',
      text:
        'Safety for me is number one, because a bus is carrying sixty people. In the workshop, I never work under a bus ' +
        'that is only on a jack. I put axle stands and wheel chocks first, and I disconnect the battery when I am working ' +
        'on the electrical side. I wear my overalls, safety boots, gloves and goggles, especially when grinding. We also ' +
        'had a rule that the key is removed and a tag is put on the steering wheel saying the bus is under repair, so that ' +
        'no driver can start it. For the passengers, after every brake job I do a road test myself. At Kigezi we used to ' +
        'go from the depot in Nakawa up to Kireka and back, and I check the brake balance. After changing wheels I torque ' +
        'the wheel nuts to the correct value and I tell the driver to check them again after fifty kilometres. Last year ' +
        'a wheel came off a bus from another company on the Masaka road, so we all learnt from that one.',
    },
    {
      questionIndex: 3,
      register: 'kenyan',
      text:
        'At Savannah Liner I was also the safety representative for the workshop for two years, so I take it seriously. ' +
        'Every morning we had a short toolbox talk of ten minutes before work, where we discuss the jobs of the day and any ' +
        'risks. In the pit, we keep the floor clean of oil, because one time a young mechanic called Brian slipped and broke ' +
        'his wrist, and after that we put sawdust and made a cleaning roster. When working on the air system, I always ' +
        'drain the tanks first, because that pressure can injure you badly. For the passengers, I believe in not releasing ' +
        'a bus if I am not sure. In twenty twenty one the operations manager wanted a bus to leave for Kampala at nine in ' +
        'the evening, but the steering had a play that I did not like. I refused to sign the release, and we gave the ' +
        'passengers another bus. The next day we found the tie rod end was almost broken. The manager later came and ' +
        'thanked me.',
    },
  ],
};
