import type { SpokenJob } from './spoken-job.js';

/**
 * A small development set written while the benchmark was built, before the blind corpus came:
 * two jobs with three spoken answers each. Tuned on, so its figures are not evidence.
 */
export const OWN_DEV_JOBS: SpokenJob[] = [
  {
    id: 'own-stock-controller',
    title: 'Stock Controller',
    companyName: 'Twiga Distribution',
    location: 'Mombasa',
    description:
      'We are looking for a stock controller to manage inventory at our distribution centre in Mombasa. You will receive deliveries, check delivery notes against purchase orders, run cycle counts, record damaged goods and report shortages to the warehouse supervisor. You will work safely around forklifts and keep the warehouse management system accurate.',
    skills: [
      'inventory control',
      'stock counts',
      'warehouse management system',
      'health and safety',
      'Excel',
    ],
    questions: [
      {
        text: 'Tell us about a time you found a difference between the stock count and the system. What did you do?',
        scoringGuide: 'A strong answer traces the cause, corrects the record and reports it.',
      },
      { text: 'How do you make sure deliveries are checked correctly when the trucks arrive late?' },
      { text: 'Describe how you keep yourself and your team safe in the warehouse.' },
    ],
    answers: [
      {
        questionIndex: 0,
        text: 'Last March our cycle count showed forty cartons of cooking oil missing, but the system said they were on the shelf. I did not just adjust the figure. I checked the receiving records and found that a delivery of sixty cartons had been entered twice by the night shift. I showed the supervisor the two delivery notes, we reversed the duplicate entry and the count matched again. After that I asked for a second person to confirm every receipt above fifty units, and we have not had a double entry since.',
      },
      {
        questionIndex: 1,
        text: 'When a truck arrives late the temptation is to sign quickly so the driver can leave. I never do that. I count the pallets against the delivery note, open any damaged wrapping and take photos before I sign. If the count is short I write the shortage on the note and the driver signs it too. In my last job at a supermarket depot in Nairobi this saved us about two hundred thousand shillings in one year, because the supplier credited every shortage we recorded.',
      },
      {
        questionIndex: 2,
        text: 'Safety starts with simple habits. Everyone on my shift wears safety boots and a reflective vest, and we walk only in the marked lanes because the forklifts move fast. Before we start I check that the emergency exits are clear and the fire extinguishers are in place. When I saw a colleague climbing the racking to reach a box, I stopped him politely and showed him how to use the ladder. We finished the year with zero injuries.',
      },
    ],
  },
  {
    id: 'own-customer-service',
    title: 'Customer Service Agent',
    companyName: 'Jamii Telecom',
    location: 'Kisumu',
    description:
      'Jamii Telecom is hiring customer service agents for our contact centre in Kisumu. You will answer calls and messages from mobile money and airtime customers, solve account problems, escalate fraud cases and keep accurate notes in our customer relationship system. Shifts include weekends.',
    skills: ['customer service', 'mobile money', 'problem solving', 'communication', 'CRM'],
    questions: [
      { text: 'Tell us about a difficult customer you helped. What happened?' },
      { text: 'A customer says money was sent to the wrong number. How do you handle the call?' },
      { text: 'Why do you want to work at Jamii Telecom?' },
    ],
    answers: [
      {
        questionIndex: 0,
        text: 'A woman called very angry because her airtime had been deducted three times in one day. She was shouting and said she would leave the network. I let her finish, then I said I understood why she was upset and that I would check every transaction with her. I found that a bundle she did not know about was renewing automatically. I cancelled it, refunded the last two charges and sent her a message confirming the refund. At the end she thanked me and stayed with us.',
      },
      {
        questionIndex: 1,
        text: 'First I keep the customer calm and confirm their identity with the security questions. Then I take the transaction code, the amount, the time and the number the money went to. If the money has not been withdrawn, I can place a hold and open a reversal request, which usually takes about forty eight hours. I explain the steps clearly so the customer knows what to expect, and I write everything in the notes so the next agent does not ask the same questions again.',
      },
      {
        questionIndex: 2,
        text: 'I have used Jamii for mobile money since I was in secondary school, so I know how important it is for families and small traders. I worked for two years in a bank call centre, where I handled about eighty calls a day and my customer satisfaction score was above ninety percent. I want to bring that experience to a company that serves ordinary people, and I would like to grow into a team leader role in the future.',
      },
    ],
  },
];
