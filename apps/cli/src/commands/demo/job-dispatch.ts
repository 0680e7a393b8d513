import type { DemoJob } from './demo-job.js';

/** A criteria-v1 job at a Nairobi logistics company: four criteria, one question each. */
export const DISPATCH_JOB: DemoJob = {
  key: 'fleet-dispatch-supervisor',
  title: 'Fleet Dispatch Supervisor',
  description:
    'Kifaru Logistics moves pharmacy, FMCG and e-commerce parcels across Nairobi and the Mombasa corridor. ' +
    'The dispatch supervisor plans daily routes for 40 drivers, handles breakdowns and delays, leads a team ' +
    'of six dispatchers and keeps customers informed when deliveries change.',
  location: 'Nairobi, Kenya',
  companyName: 'Kifaru Logistics',
  jobType: 'full-time',
  skills: ['route planning', 'fleet management', 'team leadership', 'customer communication'],
  evalVersion: 'criteria-v1',
  weights: { communication: 30, problem_solving: 30, leadership: 20, adaptability: 20 },
  requireIdentityVerification: false,
  questions: [
    {
      text: 'Tell us about a time you had to explain a change of routes or schedules to drivers who were unhappy about it.',
      pillarId: 'communication',
      scoringGuide:
        'A strong answer describes a real change: why it happened, how the candidate explained it to the drivers in person and clearly, listened to their concerns, adjusted what could be adjusted (rota, hours, allowances), confirmed the new plan in writing, and says how the drivers took it afterwards.',
      answers: {
        strong: [
          'Last year our biggest customer moved their delivery window from the afternoon to 6 am, so every route had to change. First I called the drivers together before the shift and explained clearly why the change was happening and what it meant for their pay and their hours. Then I listened to their concerns, because two of them had school runs in the morning. We agreed a rota so that nobody did more than three early starts a week, and I wrote the new routes on the board and sent the same message on WhatsApp. As a result complaints stopped within a week and on-time deliveries went up to 96 percent.',
          'At my last company we closed the Thika Road depot and moved twenty drivers to Industrial Area. The situation was tense because their routes became longer. I made sure I explained the change face to face, one team at a time, and I asked questions to understand what worried them most, which was fuel money and traffic. Then I presented a clear summary: new routes, a fuel allowance and a later start on Mondays. I also asked for feedback after the first two weeks. In the end only one driver left, and the team told me they appreciated hearing it directly instead of through a notice.',
        ],
        partial: [
          'When routes change I tell the drivers in the morning meeting. Some are not happy, but the customer asked for it so we have to follow. After some days they get used to it.',
        ],
        poor: ['I would just tell them the new routes and they have to follow the plan.'],
      },
    },
    {
      text: 'A truck carrying urgent pharmacy stock breaks down on Mombasa Road at 4 pm. Walk us through what you do.',
      pillarId: 'problem_solving',
      scoringGuide:
        'A strong answer makes sure the driver and the stock are safe, finds out the problem and the location, finds the nearest vehicle or rider to transfer the most urgent orders, ranks the deliveries by urgency (cold chain and hospitals first), tells the customers the new arrival time, sends a mechanic, and looks for the cause afterwards.',
      answers: {
        strong: [
          'First I make sure the driver is safe and get the exact location and the problem, because a flat tyre and an engine failure need different solutions. Then I check the tracking system for the nearest empty vehicle; at 4 pm traffic on Mombasa Road is heavy, so the fastest option is often a motorbike rider for the most urgent boxes. I prioritise the orders: for example, cold chain insulin goes first, then the hospital orders, then the chemists. I call the pharmacy to explain the new arrival time, and I send a mechanic to the truck. Afterwards I look for the root cause in the maintenance log so that it does not happen again. Once we did exactly this and delivered 18 of 20 orders the same evening.',
          'The first step is to confirm the driver and the stock are safe and to understand the problem, then I decide between two options: fix on the spot or transfer the load. I analyse which deliveries are time critical, for instance the vaccines for Mater Hospital, and I send a van from our Syokimau yard, which is about twenty minutes away. While it travels I call the customers, explain the delay clearly and give them a new time. In my previous role we had three breakdowns in one week, so I investigated and found that one garage was skipping checks; we changed garage and breakdowns dropped by half.',
        ],
        partial: [
          'I would call the driver to know what happened. Then I would see if another truck is free, and the mechanic can fix it later.',
        ],
        poor: ['Call the mechanic and wait for him to come and repair it.'],
      },
    },
    {
      text: 'How do you share out work across a dispatch team on a busy end-month week?',
      pillarId: 'leadership',
      scoringGuide:
        "A strong answer plans ahead from the order forecast, shares the work by each dispatcher's strengths and a fair load, delegates with support for the newer people, sets the priorities every morning, checks progress during the day and covers absences, and gives a result from a real busy week.",
      answers: {
        strong: [
          'On an end-month week volumes go up by about forty percent, so I plan the week on the Friday before. I organise the team by strength: the two most experienced dispatchers take the corporate accounts, and I delegate the e-commerce parcels to the newer ones with a senior person to guide them. I lead a short stand-up every morning at 7 so that everyone knows the priorities. When I was supervisor at my last job I also trained two dispatchers to cover each other, so that one absence never stopped the desk. As a result we closed three end-months in a row without missed deliveries.',
          'I take charge of the plan early. First I look at the order forecast, then I manage the workload so nobody carries more than about sixty orders a day. I coach the junior dispatchers on the difficult clients and I supervise the exceptions myself. For example, last month I led the team through a week with 2,000 orders by splitting work into morning and evening shifts, and I checked in with each person at lunch. I believe a leader should set the direction and then trust people, so I give them ownership of their zones.',
        ],
        partial: [
          'I give everyone the same number of orders so it is fair. If someone finishes early they can help the others.',
        ],
        poor: ['Everybody just takes orders as they come in, we are all busy.'],
      },
    },
    {
      text: 'Describe a time a system or process you relied on changed suddenly. How did you adjust?',
      pillarId: 'adaptability',
      scoringGuide:
        'A strong answer describes a real sudden change, how the candidate learned the new way quickly, changed the plan or routes, kept the work going with a backup, helped the team and the customers through it, and says the result and what they learned.',
      answers: {
        strong: [
          'In my previous company we moved from paper delivery notes to a new mobile app in just two weeks. It was a big change and the drivers were under pressure. I adapted quickly: first I learned the app myself over a weekend, then I made a one-page guide with screenshots and ran short sessions for groups of five drivers. When the app crashed on the second day, I kept paper notes as a backup so deliveries did not stop. As a result, within a month 90 percent of deliveries were signed digitally, and I had learned to stay flexible when a plan changes unexpectedly.',
          'Once the county closed the road into the Industrial Area for three weeks with only a day of warning. It was unexpected, so I had to adjust every route quickly. I studied the new traffic pattern, shifted two deliveries per driver into the early morning, and I changed the loading order at the yard. I also explained the new plan to customers because their delivery times moved. We kept 92 percent on-time delivery through the closure, and I learned that staying calm under pressure helps the whole team adapt.',
        ],
        partial: [
          'When the company changed the tracking system I had to learn the new one. It was difficult at first but after some time I understood how it works. Now I use it every day.',
        ],
        poor: ['I do not like changes, but I follow what management decides.'],
      },
    },
  ],
};
