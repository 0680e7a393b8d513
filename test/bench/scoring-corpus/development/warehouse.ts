import type { CorpusJob } from './types.js';

/** A night-shift supervisor at a consumer-goods distribution centre in Lagos. */
export const WAREHOUSE: CorpusJob = {
  id: 'warehouse',
  title: 'Warehouse Shift Supervisor',
  description:
    'Lead a night shift of fifteen pickers and loaders at our Lagos distribution centre. Meet the dispatch cut-off ' +
    'for trucks going to retailers, keep stock counts accurate in the warehouse management system, and keep people ' +
    'safe around forklifts and loading bays.',
  skills: ['warehouse management system', 'team leadership', 'forklift safety', 'stock control', 'Excel'],
  weights: { leadership: 40, problem_solving: 35, professionalism: 25 },
  questions: [
    {
      text: 'Tell us about a time your team was behind on a dispatch deadline. What did you do?',
      pillarId: 'leadership',
      guide:
        'A strong answer describes a real shift: the candidate saw the delay early, found the cause, reorganised people ' +
        'and priorities (which trucks or orders first, who moves where), kept the team informed and motivated, told the ' +
        'transport or customer side in time, and reports whether the trucks left and what was changed afterwards.',
      answers: {
        excellent:
          'Before the Christmas season we had eleven trucks to load for the six a.m. cut-off and at two a.m. we were only ' +
          'on the fourth truck, because two pickers were absent and one forklift was down. I stopped the team for two ' +
          'minutes and explained the situation. I moved my best picker to lead the beverages aisle, paired the two new ' +
          'loaders with experienced ones, and asked the maintenance technician to prioritise the forklift. I ranked the ' +
          'trucks by the retailer opening times and called the transport manager to say the last two trucks would leave ' +
          'at seven. Ten trucks left on time and the last two at seven fifteen, and no order was short. After that shift I ' +
          'started keeping one standby loader on the roster for peak weeks.',
        plain:
          'It was before Christmas. We had eleven trucks for the six a.m. cut-off. At two a.m. we were only on the fourth ' +
          'truck. Two pickers were absent. One forklift was down. I stopped the team for two minutes and told them the ' +
          'problem. I put my best picker to lead the drinks aisle. I put the two new loaders with the old ones. I asked the ' +
          'technician to fix the forklift first. I ranked the trucks by the time the shops open. I called the transport ' +
          'manager and said the last two trucks will leave at seven. Ten trucks left on time. The last two left at seven ' +
          'fifteen. No order was short. After that I keep one extra loader on the roster in busy weeks.',
        good:
          'One night we were late because of a big order from a supermarket. I moved two people from receiving to picking ' +
          'and I helped with the loading myself. I informed the transport team that one truck would be late. We finished ' +
          'about thirty minutes after the cut-off.',
        adequate:
          'We were behind one night because some staff did not come. I reorganised the team a bit and we pushed hard and ' +
          'we managed to finish.',
        vague:
          'As a leader I always motivate my team when we are behind. I believe in teamwork and hard work. We always try our ' +
          'best to meet the deadline.',
        poor:
          'Deadlines in the warehouse are always tight, management sets them without asking us. It is very stressful for ' +
          'everybody.',
        nonAnswer: 'I have not been a supervisor before so I cannot answer this one, sorry.',
        keywords:
          'Dispatch deadline, cut-off, trucks, loading, team leadership, motivation, prioritisation, forklift, transport ' +
          'manager, roster, teamwork, delegation.',
        template:
          'The situation was that my team was behind on a dispatch deadline. My task was to do something. The action I ' +
          'took was leadership action on the deadline. The result was a good result for the dispatch.',
        harmful:
          'When we are behind I tell the loaders that anybody who does not finish will not be paid for the night. I also ' +
          'switch off the scanners and load the trucks without checking the orders, then I sign the dispatch notes as ' +
          'complete. The shops can complain later.',
      },
    },
    {
      text: 'The system shows 200 cartons of cooking oil but the shelf count is 150. How do you find out what happened?',
      pillarId: 'problem_solving',
      guide:
        'A strong answer recounts before concluding, checks other locations, then traces the movements in the warehouse ' +
        'management system (receipts, picks, transfers, returns, adjustments) and the paperwork (delivery notes, ' +
        'dispatch notes), looks at CCTV or access logs if theft is possible, corrects the record with approval and fixes ' +
        'the cause.',
      answers: {
        excellent:
          'First I do a recount myself with a second person, and I check the overflow and damaged goods locations, because ' +
          'cartons are often just in the wrong bin. If fifty are still missing, I pull the stock movement report for that ' +
          'item in the warehouse management system and compare it with the paperwork: the supplier delivery note, the ' +
          'dispatch notes and any transfers. Last year I found a case like this where a delivery of fifty cartons was ' +
          'received in the system but the truck had only brought one hundred, so the receiving clerk had not counted. If ' +
          'the papers agree, I check the CCTV for the aisle. Then I post the adjustment with the manager approval and write ' +
          'what caused it, and in that case we started counting every pallet at receiving against the delivery note.',
        plain:
          'First I count again with another person. I check the overflow place and the damaged goods place. Many times the ' +
          'cartons are only in the wrong bin. If fifty are still missing, I print the stock movement report for that item ' +
          'in the system. I compare it with the papers, the delivery note, the dispatch notes and the transfers. Last year ' +
          'I had this. The system received fifty cartons more than the truck brought. The clerk did not count. If the ' +
          'papers are correct, I check the CCTV for that aisle. Then I post the adjustment when the manager approves. I ' +
          'write the cause. After that case we count every pallet at receiving against the delivery note.',
        good:
          'I would count again to be sure, then look at the movements of that item in the system, the receipts and the ' +
          'dispatches, to see where the difference started. If I cannot explain it I report it to the manager and we ' +
          'adjust the stock.',
        adequate:
          'I would recount the cartons and then check the system records to see what happened, and inform my manager.',
        vague:
          'I would investigate the problem carefully and find the cause. Accuracy of stock is very important, so I would ' +
          'make sure it is solved.',
        poor: 'Maybe someone stole it. In many warehouses there is theft, so security must be improved.',
        nonAnswer: 'That is a difficult one, I do not know how I would find it, honestly.',
        keywords:
          'Stock count, cartons, variance, recount, warehouse management system, stock movement report, delivery note, ' +
          'dispatch note, CCTV, adjustment, investigation, accuracy.',
        template:
          'The situation was that the system shows 200 cartons and the shelf count is 150. My task was to find out what ' +
          'happened. The action was to find out what happened to the cartons. The result was that it was found out.',
        harmful:
          'I would just change the figure in the system to 150 so that the count matches, and not report it, because an ' +
          'investigation causes problems for the whole shift. If the manager asks I will say it was damaged stock.',
      },
    },
    {
      text: 'A loader wants to skip the safety check on a forklift to finish faster. What do you do?',
      pillarId: 'professionalism',
      guide:
        'A strong answer refuses to skip the check and stops the forklift until it is done, explains the reason (the ' +
        'risk to people and the rules), gives practical help so the work is not delayed, records or reports the event, ' +
        'and uses it to remind the team of the procedure.',
      answers: {
        excellent:
          'I would stop him before he starts the forklift. I would explain calmly that the pre-use check takes five minutes ' +
          'and that a failed brake or a leaking hydraulic hose can kill somebody in the loading bay. In my last job a loader ' +
          'skipped the check and the mast chain broke, and a pallet fell next to a picker. So I would stay with him while ' +
          'he does the checklist, and meanwhile I would move another loader to start on the next truck so we do not lose ' +
          'time. I would sign the checklist, record the incident in the shift log and talk about it at the next morning ' +
          'briefing, without shaming him, so everybody understands the check is not optional.',
        plain:
          'I stop him before he starts the forklift. I tell him calmly the check takes five minutes. A bad brake or a ' +
          'leaking hose can kill somebody in the loading bay. In my last job a loader did not do the check. The chain broke ' +
          'and a pallet fell near a picker. So I stay with him while he does the checklist. At the same time I send another ' +
          'loader to start the next truck, so we do not lose time. I sign the checklist. I write it in the shift log. At ' +
          'the morning briefing I talk about it, but I do not shame him. Everybody must know the check is a must.',
        good:
          'I would tell him no, the safety check must be done every time, because accidents with forklifts are serious. I ' +
          'would make sure he does it and I would remind the team about it at the briefing.',
        adequate:
          'I would not allow it. I would tell him to do the safety check first because safety comes first.',
        vague:
          'Safety is very important to me. I would talk to him and make sure that we follow the rules of the company.',
        poor: 'Loaders are always in a hurry because they want to go home. It is the manager work to control them.',
        nonAnswer: 'Hmm, I am not sure, maybe I would ask my manager what to do, I do not know.',
        keywords:
          'Forklift, safety check, pre-use checklist, brakes, hydraulics, loading bay, incident, shift log, briefing, ' +
          'procedure, health and safety, compliance.',
        template:
          'The situation was a loader who wants to skip the safety check on a forklift. My task was to handle it. The ' +
          'action was to take the correct action on the safety check. The result was a safe result.',
        harmful:
          'If he knows the forklift well I allow it, because the checks take time and the trucks must leave. I usually sign ' +
          'the checklists at the end of the shift for everybody, so on paper everything is fine.',
      },
    },
    {
      text: 'How do you help a new picker who keeps making picking errors?',
      pillarId: 'leadership',
      guide:
        'A strong answer finds out why the errors happen (training, scanner use, labels, layout, pressure) by watching ' +
        'and asking, coaches the picker with a clear method, pairs them with an experienced colleague, sets a short goal ' +
        'and checks progress with data, gives feedback privately and recognises improvement.',
      answers: {
        excellent:
          'First I find out why. I look at his error report in the system and I walk with him for half an hour. With one new ' +
          'picker I saw that he picked by the product picture and not by the barcode, so he mixed the one litre and the two ' +
          'litre bottles. I showed him how to scan every item and check the quantity on the screen, and I paired him for ' +
          'three days with Chidi, our most accurate picker. We agreed a goal of fewer than two errors a week. I checked his ' +
          'report every morning and told him privately how he was doing. In three weeks he went from twelve errors a week ' +
          'to one, and I thanked him in front of the team.',
        plain:
          'First I find out why. I look at his errors in the system. I walk with him for thirty minutes. One new picker ' +
          'picked by the picture, not by the barcode. So he mixed the one litre and the two litre bottles. I showed him to ' +
          'scan every item and check the number on the screen. For three days he worked with Chidi, our best picker. We ' +
          'agreed less than two errors in a week. Every morning I checked his report. I told him alone how he was doing. ' +
          'After three weeks he went from twelve errors a week to one. I thanked him in front of the team.',
        good:
          'I would check his errors to see what kind they are, then train him again on the scanner and the locations. I ' +
          'would put him with an experienced picker for some days and follow up on his results.',
        adequate:
          'I would talk to him and show him again how to pick correctly, and then watch if he improves.',
        vague:
          'I would be patient with him and encourage him. Everybody is new at some point, so I would support him to grow.',
        poor: 'New pickers need time. Some people are just not good for warehouse work and they leave after some months.',
        nonAnswer: 'I would leave it for HR to handle, I do not know what else to say.',
        keywords:
          'Coaching, training, picking errors, scanner, barcode, mentoring, feedback, performance, accuracy, people ' +
          'development, leadership, support.',
        template:
          'The situation was a new picker with picking errors. My task was to help the new picker. The action I took was ' +
          'helping with the picking errors. The result was that the picker was helped.',
        harmful:
          'I shout at him in front of the others so that he feels ashamed, that is how I learned. If he continues I deduct ' +
          'the errors from his pay without telling HR, and usually they resign by themselves.',
      },
    },
  ],
};
