/** A small job and its answers in `sauti score`'s input shape (docs/scoring-rubric.md), for the CLI tests. */
export const SCORE_JOB = {
  title: 'Customer Care Agent',
  description:
    'Answer customer calls about airtime, data bundles and mobile money in our Nairobi contact centre, resolve ' +
    'complaints on the first contact and record every case in the CRM.',
  skills: ['English', 'Swahili', 'CRM', 'mobile money'],
  criteria: [
    { id: 'communication', weight: 40 },
    { id: 'problem_solving', weight: 35 },
    { id: 'professionalism', weight: 25 },
  ],
  questions: [
    {
      text: 'Tell us about a time a customer was angry on the phone. How did you handle the call?',
      pillarId: 'communication',
      scoringGuide:
        'A strong answer: listened, acknowledged, explained the next step, followed up, calmer customer.',
    },
    {
      text: 'A customer sent money to the wrong number. Walk us through what you do.',
      pillarId: 'problem_solving',
      scoringGuide:
        'A strong answer: checks the transaction, starts the reversal, contacts the recipient, tells the time.',
    },
    {
      text: 'What would you do if a friend asked you to look up someone else’s account?',
      pillarId: 'professionalism',
      scoringGuide: 'A strong answer: refuses, explains privacy, reports if it repeats.',
    },
    {
      text: 'Describe a time you could not solve a problem on the call.',
      pillarId: 'problem_solving',
      scoringGuide: 'A strong answer: escalates with the facts, gives a case number and a time, calls back.',
    },
  ],
};

/** Per question: an excellent answer and an honest but vague one. */
export const SCORE_ANSWERS: { excellent: string; vague: string }[] = [
  {
    excellent:
      'Last December a lady called shouting that her salary was stolen. I let her finish, then said I understood rent ' +
      'was due. I checked her account while she waited and found the money on hold after a wrong PIN. I explained it ' +
      'simply, raised it to the back office and promised a call within two hours. I called her back at four, she had ' +
      'withdrawn the money and she gave the call five out of five.',
    vague: 'When customers are angry I stay calm and listen. Patience is important in customer care.',
  },
  {
    excellent:
      'In March a farmer sent twelve thousand shillings to a wrong number. I checked the transaction in the system, saw ' +
      'the money was not yet withdrawn and started the reversal request. I sent the recipient the standard message and ' +
      'told the farmer it takes up to seventy two hours. I followed up on the second day and the money was back.',
    vague: 'I would try to help the customer get the money back by following the procedure.',
  },
  {
    excellent:
      'My cousin once asked me to check the M-Pesa statement of her husband. I told her no, because customer data is ' +
      'private and every lookup is logged against my name. I explained she can only ask for her own statement. When she ' +
      'asked again the next week, I informed my team leader so it was on record.',
    vague: 'I would not do it because I am an honest person and I follow the rules.',
  },
  {
    excellent:
      'A shop owner had his till locked after a system update and I could not unlock it from my screen. I wrote the ' +
      'till number, the error and what I had tried in the CRM, escalated it to the technical desk and gave him the case ' +
      'number and a time of one hour. I called him back after fifty minutes, the till was open and he confirmed a sale.',
    vague: 'If I cannot solve it I escalate to my supervisor. Teamwork is important.',
  },
];
