import type { DemoJob } from './demo-job.js';

/** A criteria-v1 job at a Lagos fintech that asks for an identity check. */
export const PAYMENTS_JOB: DemoJob = {
  key: 'payments-support-specialist',
  title: 'Payments Support Specialist',
  description:
    'Kifaru Pay processes card, bank transfer and USSD payments for 12,000 merchants in Nigeria. ' +
    'The support specialist resolves failed and delayed transactions, explains settlements to merchants, ' +
    'works with bank partners and reports recurring issues to the product team.',
  location: 'Lagos, Nigeria',
  companyName: 'Kifaru Pay',
  jobType: 'full-time',
  skills: ['payments', 'customer support', 'reconciliation', 'bank transfers'],
  evalVersion: 'criteria-v1',
  weights: { communication: 35, problem_solving: 35, motivation: 30 },
  requireIdentityVerification: true,
  questions: [
    {
      text: "A merchant in Ikeja says a customer's transfer was debited but never arrived. How do you explain what is happening?",
      pillarId: 'communication',
      scoringGuide:
        'A strong answer listens and takes the details (amount, time, bank, reference), explains in plain words that the money is held between the banks and is reversed or completed, gives a realistic timeline, says what the candidate will do next (a query to the bank partner), confirms it in writing and follows up.',
      answers: {
        strong: [
          'First I listen to the merchant and make sure I understand the details: the amount, the time and the bank. Then I explain clearly that when a transfer is debited but not credited, the money is usually held between the two banks and is reversed or completed within 24 hours. I tell the merchant exactly what I will do next: I raise a query with the bank partner and send them a message with the reference number. For example, last month a merchant in Ikeja had 15 transfers stuck after a bank outage; I called him every morning with an update, and as a result he stayed calm and every payment settled within two days.',
          'I start by asking questions so that I understand whether the customer saw a debit alert and which bank they use. Then I explain in simple words, without jargon, that the payment is pending settlement, and I give a clear timeline. I also summarise the next steps in writing, because merchants often share the message with their customers. In my previous job at a microfinance bank I handled about 40 of these calls a day, and I learned that a clear, honest explanation reduces repeat calls by half.',
        ],
        partial: [
          'I would tell the merchant that sometimes transfers delay because of the network, and that it will reverse or complete. They should be patient.',
        ],
        poor: ['I will tell him to wait, it will come.'],
      },
    },
    {
      text: 'How would you investigate a sudden spike in failed card payments from one bank?',
      pillarId: 'problem_solving',
      scoringGuide:
        "A strong answer confirms the problem with data (how many failures, since when, which response codes), looks for a pattern, compares with other banks to rule out the company's own gateway, raises an incident with the bank with the evidence, agrees a workaround such as another processor, and finds the root cause.",
      answers: {
        strong: [
          'First I would check the data to confirm the problem: how many transactions failed, since when, and which response codes the bank returned. If most failures share one code, for instance "issuer unavailable", the root cause is probably on the bank side. Then I compare with other banks to rule out our own gateway. I would raise an incident with the bank partner, share the analysis, and decide with the team whether to route that bank\'s cards through our second processor as a workaround. Once I found that a spike of 30 percent failures was caused by an expired certificate, and we fixed it in two hours because we had the numbers ready.',
          "My approach is step by step. I pull the failed transactions for the last hour and look for a pattern: one BIN range, one merchant, or one time window. Then I check our status page and the bank's notices. If I cannot figure out the cause quickly, I escalate with the evidence so the engineers can investigate. For example, when I was at a payments startup, failures from one bank jumped to 400 in an afternoon; the root cause was a change in their 3D Secure page, and our solution was to update the redirect.",
        ],
        partial: [
          'I would look at the failed transactions on the dashboard and see if they are from the same bank. Then I would contact the bank to ask if they have a problem on their side.',
        ],
        poor: ['I will report it to my supervisor so they can check.'],
      },
    },
    {
      text: 'Why do you want to work in payments support at a fintech?',
      pillarId: 'motivation',
      scoringGuide:
        'A strong answer gives a real, personal reason for payments and fintech, shows what the candidate has already done to learn about the field, says what they enjoy in support work and where they want to grow, with concrete goals.',
      answers: {
        strong: [
          'I am passionate about payments because I have seen how much they matter to small businesses. My mother runs a provisions shop in Surulere, and when a transfer fails she loses a customer. I want to help merchants like her. I enjoy solving problems and learning how the system works behind the scenes, and my goal is to grow into a payments operations lead within three years. I am also excited by how fast fintech moves; last year I took an online course on card schemes on my own initiative, because I want to understand the whole payment chain.',
          'What motivates me is impact. Fintech is bringing millions of Nigerians into the formal economy, and support is where you see that every day. I love talking to merchants and I am proud when a problem I fixed stops coming back. My career goal is to become a product specialist, so I am eager to learn how transactions, settlements and disputes work. I also volunteer to teach market traders how to use POS terminals, which shows me how much good service matters.',
        ],
        partial: [
          'Fintech is growing fast and there are many opportunities. I like helping people and I want to learn more.',
        ],
        poor: ['I need a job and this one is close to my house.'],
      },
    },
    {
      text: 'Tell us about a time you handled a customer complaint you could not solve alone.',
      pillarId: null,
      scoringGuide:
        'A strong answer describes a real complaint, why the candidate could not solve it alone, who they brought in and what they gave them, how they kept the customer informed, the outcome, and what they changed so it would not happen again.',
      answers: {
        strong: [
          'In my previous role a supermarket chain complained that their settlement was short by about two million naira. I could not solve it alone because it involved reconciliation data I had no access to. First I explained to the merchant what I would do and when they would hear from me. Then I worked with the finance team to analyse the settlement report, and we found that refunds from two branches had been deducted twice. As a result the merchant got the money back within three days, and I wrote a short guide for the team so that the same problem could be spotted quickly.',
          'Once a school complained that fee payments from parents were failing. I could not solve it alone, because the problem was in the payment link and only engineering can change it, so I listened, collected examples and asked the engineering team for help. I kept the bursar informed every day with a clear message. The engineers found that the link expired too early, and we changed it to seven days. In the end the school stayed with us and even referred two other schools.',
        ],
        partial: [
          'When a complaint is too hard for me I send it to the finance team. They check it and the customer gets an answer after some days.',
        ],
        poor: ['I pass it to the next level, that is the process.'],
      },
    },
  ],
};
