import type { RoleProfile } from './role-profile.js';

/** Accounting, bookkeeping, audit, payroll, credit and banking. */
export const FINANCE: RoleProfile = {
  id: 'finance',
  label: 'Finance and accounting',
  keywords: [
    'accountant',
    'accounting',
    'bookkeep*',
    'finance',
    'financial',
    'audit*',
    'payroll',
    'tax',
    'credit',
    'loan officer',
    'teller',
    'banking',
    'treasury',
    'reconcil*',
    'invoice',
    'accounts payable',
    'accounts receivable',
    'ifrs',
  ],
  weights: {
    technical_domain: 30,
    professionalism: 25,
    problem_solving: 25,
    communication: 10,
    collaboration: 10,
  },
  questions: {
    technical_domain: [
      {
        text: 'Walk us through how you do a bank reconciliation at month end.',
        guide:
          'A strong answer covers matching the ledger to the statement, investigating unmatched items, telling timing differences from errors, correcting with evidence, and review or sign-off.',
      },
      {
        text: 'Which accounting or payroll systems have you used, and which controls in them do you rely on?',
        guide:
          'A strong answer names the systems used and covers separation of duties, approvals, audit trails and regular reconciliations.',
      },
    ],
    professionalism: [
      {
        text: 'Someone senior asks you to post a payment without the supporting documents. What do you do?',
        guide:
          'A strong answer covers asking for the documents, not posting without them, explaining the control risk politely and escalating through the proper channel.',
      },
    ],
    problem_solving: [
      {
        text: 'Two reports that should agree show different totals. How do you track down the difference?',
        guide:
          'A strong answer covers checking periods, filters and cut-off first, breaking the difference down by account or date, finding the transactions that cause it, and fixing the source.',
      },
    ],
    communication: [
      {
        text: 'How would you explain a budget overspend to a manager who does not work in finance?',
        guide:
          'A strong answer covers plain language, the size and cause of the overspend, its effect, and the options for bringing it back in line.',
      },
    ],
    collaboration: [
      {
        text: 'How do you get other departments to send their invoices, claims or figures on time?',
        guide:
          'A strong answer covers clear deadlines and templates, reminders, explaining why timing matters, and escalating repeated delays constructively.',
      },
    ],
    adaptability: [
      {
        text: 'Describe a change in tax rules or reporting standards that you had to apply. How did you get it right?',
        guide:
          'A strong answer covers learning the change from reliable sources, working out its effect on the figures, updating processes or systems, and checking the first results carefully.',
      },
    ],
  },
};

/** Office administration, reception and assistants. */
export const ADMINISTRATION: RoleProfile = {
  id: 'administration',
  label: 'Office administration',
  keywords: [
    'administrative',
    'administration',
    'admin assistant',
    'office assistant',
    'office administrator',
    'office manager',
    'receptionist',
    'reception',
    'secretary',
    'personal assistant',
    'executive assistant',
    'data entry',
    'clerk',
    'filing',
  ],
  weights: {
    professionalism: 25,
    communication: 25,
    problem_solving: 20,
    adaptability: 15,
    collaboration: 15,
  },
  questions: {
    professionalism: [
      {
        text: 'How do you organise your day when several people need things from you at the same time?',
        guide:
          'A strong answer covers a list or calendar, judging urgency and importance, agreeing priorities when they conflict, and telling people when to expect their work.',
      },
      {
        text: 'How do you handle confidential documents and information in the office?',
        guide:
          'A strong answer covers sharing only with people entitled to it, locked storage and passwords, careful disposal, and discretion in conversation.',
      },
    ],
    communication: [
      {
        text: 'Tell us about an important email or letter you wrote on behalf of someone else.',
        guide:
          "A strong answer covers understanding the purpose and the reader, a clear and polite structure, checking facts and tone, and getting the sender's approval.",
      },
    ],
    problem_solving: [
      {
        text: "Your manager's meeting room has been double-booked and both visitors are arriving. What do you do?",
        guide:
          'A strong answer covers acting before they arrive, finding another room or time, informing everyone involved with an apology, and fixing the booking process.',
      },
    ],
    technical_domain: [
      {
        text: 'Which office tools do you use well, such as spreadsheets or booking systems? Tell us about something you did with them.',
        guide:
          'A strong answer names the tools and gives a concrete task, such as a tracker, a report or a mail merge, with the time or errors it saved.',
      },
    ],
    adaptability: [
      {
        text: 'Describe a day when your plans were overturned by an urgent request. How did you cope?',
        guide:
          'A strong answer covers re-prioritising quickly, telling affected people about delays, and finishing the urgent work without losing track of the rest.',
      },
    ],
    collaboration: [
      {
        text: 'How do you keep the people you support informed without overloading them?',
        guide:
          'A strong answer covers agreeing how and when to update them, short summaries, flagging what needs their decision, and keeping the rest in order without bothering them.',
      },
    ],
  },
};
