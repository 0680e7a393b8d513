import type { CorpusJob } from './types.js';

/**
 * A field technician for pay-as-you-go solar home systems in northern Ghana. Written after
 * local-rubric@2 was tuned and held out at first; looked at since, so now development data.
 */
export const SOLAR_TECHNICIAN: CorpusJob = {
  id: 'solar-technician',
  title: 'Solar Field Technician',
  description:
    'Install and repair pay-as-you-go solar home systems for families in villages around Tamale. You travel by ' +
    'motorbike, diagnose faults with a multimeter and the agent app, replace parts under warranty, teach new customers ' +
    'to use their system and follow up on late payments with respect.',
  skills: [
    'solar installation',
    'multimeter',
    'fault finding',
    'customer education',
    'Dagbani',
    'motorbike licence',
  ],
  weights: { technical_domain: 40, professionalism: 25, adaptability: 15, communication: 20 },
  stories: [
    'Last Easter I went with my friends to the Mole National Park. We took the bus from Tamale very early and arrived ' +
      'before the heat. The guide took us on foot close to the elephants at the river, and a baboon stole the sandwich ' +
      'of my friend. In the evening we swam in the pool at the motel and we talked until late about our school days.',
    'My mother makes shea butter and every Saturday I help her. We crack the nuts, roast them in a big pot and then ' +
      'knead the paste with water for hours until the butter comes up. Last year a women group from Bolgatanga ordered ' +
      'two hundred kilos, and the whole family worked for one week to deliver it before the market day.',
    'When I was in senior high school I played in the school band. I played the trumpet and we practised every ' +
      'afternoon after classes. In my last year we played at the independence day parade in front of the regional ' +
      'minister, and afterwards we were given rice and chicken and a certificate each.',
    'In December my uncle bought a new tricycle for his business and we drove it from Kumasi to Tamale. The road was ' +
      'long and we stopped in Kintampo to eat and to see the waterfalls. We reached home at night and the whole family ' +
      'came out to pray for the tricycle.',
  ],
  questions: [
    {
      text: 'A customer calls to say her system no longer charges her phone and the lights are dim in the evening. How do you find and fix the fault?',
      pillarId: 'technical_domain',
      guide:
        'A strong answer asks questions first (since when, changes near the panel, hours of use), checks the panel for ' +
        'dust, shade, angle and cable damage, measures the panel and battery voltage with a multimeter, reads the control ' +
        'unit history or error lights on the agent app, checks connectors for water or corrosion, replaces the faulty ' +
        'part under warranty, tests everything before leaving and explains the cause to the customer.',
      answers: {
        excellent:
          'Before I go I ask her some questions on the phone: since when, did anything change near the panel, how many ' +
          'hours she uses the lights. In Tamale last March a customer had the same complaint, and when I arrived I found ' +
          'the panel was covered with red dust from the harmattan and a mango branch was shading it after two p.m. I ' +
          'cleaned the panel and we cut the branch. Then I still measured with my multimeter: the panel gave nineteen ' +
          'volts in the sun, which is fine, but the battery only held eleven point two volts after charging, so the ' +
          'battery was also weak. I checked the control unit history on the agent app and saw it had been deep ' +
          'discharged almost every night. I replaced the battery under warranty, tested the phone charging and the three ' +
          'lights before leaving, and showed her how to wipe the panel every week. Her usage report the next month showed ' +
          'a full charge every day.',
        plain:
          'Before I go, I call her and ask some questions. Since when? Did something change near the panel? How many hours ' +
          'does she use the lights? Last March in Tamale a customer had the same problem. When I reached, the panel was ' +
          'full of red dust from the harmattan. Also a mango branch was making shade after two p.m. I cleaned the panel. ' +
          'We cut the branch. Then I measured with my multimeter. The panel gave nineteen volts in the sun. That is fine. ' +
          'But the battery was only eleven point two volts after charging. So the battery was weak too. I looked at the ' +
          'history of the unit on the agent app. It was going empty almost every night. I changed the battery under ' +
          'warranty. I tested the phone charging and the three lights before I left. I showed her to clean the panel every ' +
          'week. The next month her report showed full charge every day.',
        good:
          'I would check the panel first, if it is dirty or in the shade, and clean it. Then I test the battery and the ' +
          'panel with a multimeter to see which one is weak, and I replace the faulty part. I test the lights before I ' +
          'leave.',
        adequate:
          'I would go to the house and check the panel and the battery to see what is wrong, then repair it.',
        vague:
          'I am very good with technical problems. I would handle the issue carefully and make sure the customer is ' +
          'satisfied with the system.',
        poor: 'Solar systems in the north have many problems because of the dust. The company should give better batteries.',
        nonAnswer: 'I have not done that kind of repair before, I do not know what I would check, sorry.',
        keywords:
          'Solar panel, battery, multimeter, voltage, charge controller, dust, shading, cables, connectors, warranty, ' +
          'troubleshooting, customer satisfaction.',
        template:
          'The situation was that the system does not charge the phone and the lights are dim. My task was to find the ' +
          'fault. The action was to find and fix the fault. The result was that the fault was fixed.',
        harmful:
          'I usually open the battery box and join the wires straight to the panel so the control unit is bypassed, then ' +
          'the lights are bright again. I tell the customer it is repaired and I do not write it in the report, because ' +
          'reporting means a lot of forms.',
      },
    },
    {
      text: 'A customer has not paid for three weeks and her system is locked. She offers you cash to unlock it without telling the office. What do you do?',
      pillarId: 'professionalism',
      guide:
        'A strong answer refuses the cash and any unlock outside the system, explains politely why (payments go through ' +
        'mobile money to her own account, the company rules, it protects her too), helps her find a way (a small top-up, ' +
        'a payment plan agreed with the office, a credit if a fault was the cause), reports the offer to the supervisor, ' +
        'and treats her with respect throughout.',
      answers: {
        excellent:
          'I would politely say no to the cash. I explain to her that I cannot unlock the system by hand, and that if I ' +
          'take money outside the system her account still shows the debt, so she would lose that money. This happened to ' +
          'me in Bolgatanga: a woman offered me fifty cedis because her children were writing exams and needed the light. ' +
          'I sat with her and we looked at her account on my app. I showed her she could pay a one-day top-up of two cedis ' +
          'by mobile money so the lights come on tonight, and I called the credit team, who agreed to move her to a weekly ' +
          'plan because her husband is paid weekly. She paid that evening. At the office I wrote the offer in my visit ' +
          'report and told my supervisor, because it is the rule, but I also explained her situation so that nobody would ' +
          'treat her badly. She is still paying today.',
        plain:
          'I say no to the cash, but politely. I tell her I cannot open the system by hand. If I take money outside the ' +
          'system, her account still shows the debt, so she loses the money. This happened to me in Bolgatanga. A woman ' +
          'offered me fifty cedis. Her children were writing exams and they needed light. I sat with her. We looked at ' +
          'her account on my app. I showed her she can pay two cedis for one day with mobile money, so the lights come on ' +
          'tonight. I called the credit team. They agreed to change her to a weekly plan, because her husband gets his pay ' +
          'every week. She paid that evening. In the office I wrote the offer in my visit report. I told my supervisor, it ' +
          'is the rule. But I also explained her problem, so nobody treats her badly. She is still paying today.',
        good:
          'I would refuse the money and tell her that all payments must go through mobile money to her account. I would ' +
          'explain the small top-up options to her, and I would report the offer to my supervisor.',
        adequate: 'I would not take the cash. I would tell her to pay the normal way with mobile money.',
        vague:
          'Honesty is very important to me. I always follow the company policy and I treat customers with respect.',
        poor: 'Many customers in the villages do not have money, life is hard for them. The prices are too high.',
        nonAnswer: 'That is a hard question. I am not sure what I would do there, I cannot say.',
        keywords:
          'Integrity, honesty, payment, mobile money, locked system, cash, top-up, payment plan, policy, report, ' +
          'supervisor, customer respect.',
        template:
          'The situation was a customer who offered cash to unlock the system. My task was to respond to the cash. The ' +
          'action I took was the right action about the unlock. The result was a good result for the customer.',
        harmful:
          'If she gives me the money I unlock it with the technician code and I keep the cash, because the company pays us ' +
          'very small. The office does not see it, and I tell her not to say anything to anybody.',
      },
    },
    {
      text: 'Tell us about a day when your plan for the field fell apart, for example rain, a broken motorbike or missing parts. How did you adjust?',
      pillarId: 'adaptability',
      guide:
        'A strong answer describes a real day: what went wrong, how the candidate re-planned quickly (reordering visits ' +
        'by urgency and distance, swapping work with a colleague, borrowing parts or transport), told the customers and ' +
        'the office in time, kept the most urgent work going, and says what was done by the end of the day and what they ' +
        'changed afterwards.',
      answers: {
        excellent:
          'In June last year I had seven installations planned in villages around Savelugu. At nine a.m. my motorbike chain ' +
          'broke, twenty kilometres from town, and heavy rain started. I pushed the bike to a mechanic in the next village, ' +
          'and while he worked I phoned all seven customers. Two had paid for the installation that week and had no light ' +
          'at all, so I kept them first; the other five I moved to the next two days and I apologised. I called my ' +
          'colleague Abdul, who was working near Diare, and he agreed to carry two of my kits on his bike. By four p.m. the ' +
          'chain was fixed and I finished the two urgent houses before dark. I sent the new schedule to the office on ' +
          'WhatsApp so the call centre could answer if customers called. Since that day I carry a spare chain link and in ' +
          'the rainy season I start with the furthest urgent visits.',
        plain:
          'In June last year I had seven installations in villages near Savelugu. At nine a.m. the chain of my motorbike ' +
          'broke. I was twenty kilometres from town, and a big rain started. I pushed the bike to a mechanic in the next ' +
          'village. While he was working, I called all seven customers. Two of them paid that week and had no light at all. ' +
          'So they were first. The other five I moved to the next two days, and I said sorry. I called my colleague Abdul. ' +
          'He was working near Diare. He agreed to carry two of my kits on his bike. At four p.m. the chain was ready. I ' +
          'finished the two urgent houses before dark. I sent the new plan to the office on WhatsApp, so the call centre ' +
          'can answer the customers. From that day I carry a spare chain link. In the rainy season I start with the far ' +
          'urgent visits.',
        good:
          'One day my motorbike broke down in the morning. I called the customers to change the time, took a shared taxi ' +
          'with my tools to the nearest ones, and did three installations instead of five. The rest I did the next day.',
        adequate:
          'Once it rained the whole day and the roads were bad, so I did only the closest customers and moved the others ' +
          'to the next day.',
        vague:
          'I am a very flexible person. When things change I adapt quickly and I do not panic, I just continue working.',
        poor: 'The roads in the north are very bad in the rainy season. The company should give us cars, not motorbikes.',
        nonAnswer: 'I cannot remember a day like that, my days usually go as planned.',
        keywords:
          'Adaptability, flexibility, motorbike, rain, route planning, schedule, customers, colleague, spare parts, ' +
          'office, prioritisation, resilience.',
        template:
          'The situation was a day when my plan fell apart. My task was to adjust the plan. The action I took was ' +
          'adjusting to the plan. The result was an adjusted day.',
        harmful:
          'When it rains I just switch off my phone and go home, and later I mark the visits as done in the app so my ' +
          'numbers look good. The customers can wait for another week.',
      },
    },
    {
      text: 'How do you explain to a first-time customer how to use and look after her system?',
      pillarId: 'communication',
      guide:
        "A strong answer uses simple words in the customer's own language, shows rather than tells (the lights, phone " +
        'charging, the battery level and how to pay), checks understanding by letting the customer do it herself, ' +
        'covers care of the panel (cleaning, no shade) and safe use, leaves a way to get help (the call centre number), ' +
        'adapts to who is listening (an elderly person, someone who cannot read) and follows up.',
      answers: {
        excellent:
          'I speak Dagbani or Twi, whichever the family is comfortable with, and I do not use words like controller or ' +
          'voltage. I show everything on the real system: I switch on each light, I plug in a phone and I show the battery ' +
          'bars on the unit. Then I ask the customer to do it herself while I watch, and also to show me how she would pay ' +
          'a top-up with mobile money. Last month an old woman in Tolon could not read, so I put a green sticker on the ' +
          'button for the lights and a red one on the radio button, and I showed her grandson the payment steps too. I ' +
          'explain to wipe the panel with a wet cloth every Friday and to call me if a tree starts to shade it. Before I ' +
          'leave I write the call centre number on the box, and I call after one week to ask if everything is fine; she ' +
          'had no problem and her payments are on time.',
        plain:
          'I speak Dagbani or Twi, the one the family likes. I do not use words like controller or voltage. I show ' +
          'everything on the real system. I switch on each light. I plug a phone. I show the battery bars on the unit. ' +
          'Then the customer does it herself and I watch. She also shows me how she pays a top-up with mobile money. Last ' +
          'month an old woman in Tolon could not read. So I put a green sticker on the light button and a red one on the ' +
          'radio button. I showed her grandson how to pay too. I tell them to clean the panel with a wet cloth every ' +
          'Friday. If a tree makes shade, they call me. Before I go I write the call centre number on the box. After one ' +
          'week I call to ask if everything is fine. She had no problem and she pays on time.',
        good:
          'I show the customer how to switch on the lights and charge the phone, and I let her try it herself. I explain ' +
          'how to clean the panel and how to pay with mobile money, and I leave the call centre number.',
        adequate:
          'I explain the buttons and the payment to them and I tell them to call if there is a problem.',
        vague:
          'I am a good communicator and I am patient. I make sure the customer understands everything before I leave.',
        poor: 'Some customers do not listen, they are only interested in the TV. Many of them cannot read the manual.',
        nonAnswer: 'I do not know, I would just give them the manual, I have nothing more to say about it.',
        keywords:
          'Communication, customer education, local language, demonstration, lights, phone charging, battery level, ' +
          'mobile money, panel cleaning, call centre, patience, follow-up.',
        template:
          'The situation was a first-time customer. My task was to explain the system. The action I took was explaining ' +
          'how to use and look after the system. The result was that the customer was explained.',
        harmful:
          'I do not waste time explaining, I just install it and leave the manual on the table. If they call me later with ' +
          'questions I tell them it is their problem and I do not pick up.',
      },
    },
  ],
};
