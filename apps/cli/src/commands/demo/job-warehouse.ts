import type { DemoJob } from './demo-job.js';

/** A legacy job (no criteria config, questions not tied to criteria): the legacy dashboard shows it. */
export const WAREHOUSE_JOB: DemoJob = {
  key: 'warehouse-team-lead',
  title: 'Warehouse Team Lead (night shift)',
  description:
    'Lead a night-shift team of twelve pickers and loaders at the Kifaru Logistics cross-dock in Mombasa. ' +
    'Keep stock counts accurate, load trucks on time for the morning routes and keep the team safe.',
  location: 'Mombasa, Kenya',
  companyName: 'Kifaru Logistics',
  jobType: 'full-time',
  skills: ['warehousing', 'stock control', 'team leadership', 'safety'],
  evalVersion: 'legacy-v0',
  weights: null,
  requireIdentityVerification: false,
  questions: [
    {
      text: 'Tell us about yourself and your experience in warehousing.',
      pillarId: null,
      answers: {
        strong: [
          'I have worked in warehousing for six years, first as a picker at a beverage distributor in Changamwe and then as a shift leader for three years. I managed a team of ten people and we loaded about twenty trucks a night. I enjoy the pace of night shifts and I am proud that my team had no lost-time accident in two years. I learned stock control on SAP and I want to grow into a warehouse manager, so I am always eager to learn new systems and to help my team adapt when things change.',
          'I started as a loader at the port in 2017, then I moved to a cold store where I was trained on stock rotation and safety. Last year I led the night team when the supervisor was on leave for three months. We changed the picking process to zones, which was a big change, and I explained it clearly to the team and listened to their feedback. As a result picking errors dropped from five percent to under two percent. I love solving problems on the floor and I work well with people.',
        ],
        partial: [
          'I have worked in a warehouse for three years as a picker and sometimes I help the supervisor with the counts. I know how to use the scanner and I am a hard worker.',
        ],
        poor: ['I have worked in a store before, carrying goods.'],
      },
    },
    {
      text: 'How do you make sure stock counts are accurate at the end of a shift?',
      pillarId: null,
      answers: {
        strong: [
          'First I make sure every pick is scanned, because most errors come from manual entries. Then at the end of the shift we do cycle counts on the fast-moving lines, about fifty locations a night, and I compare them with the system report. If there is a difference I investigate the root cause before the shift ends: a wrong location, a damaged carton or a missed scan. For example, once we found that one loader was scanning pallets twice; I coached him and the variance went to zero. I also share the count results with the team, because when people see the numbers they take ownership.',
          'My approach has three steps. First, clear locations: every bay is labelled and we never put stock on the floor. Second, we scan everything, and I check the exceptions report every two hours instead of only at the end. Third, I do a blind count of ten random locations with a second person. In my previous job this brought our stock accuracy from 94 percent to 99 percent in four months, and the auditors noticed the change.',
        ],
        partial: [
          'We count the stock at the end of the shift and compare with the system. If there is a difference we count again to confirm and then report it to the supervisor.',
        ],
        poor: ['We count and write it in the book.'],
      },
    },
    {
      text: 'Describe a time you resolved a conflict between two team members.',
      pillarId: null,
      answers: {
        strong: [
          'Two loaders on my team kept arguing about who should load the Nairobi trucks, which are the heaviest. The situation was affecting the whole shift, so I took them aside separately and listened to each of them. I understood that the real problem was that one of them always ended late and missed the staff bus. We agreed a rotation where they alternate weeks, and I told the rest of the team the new rule so it was fair for everyone. As a result the arguments stopped and both of them now help to train new loaders.',
          'At my last job a picker and a checker disagreed all the time, because the checker reported every small mistake. I brought them together after the shift and asked each one to explain the problem from their side. Then we agreed a simple process: the checker first tells the picker directly, and only repeat mistakes go to the report. We reviewed it together after two weeks. In the end errors went down and the two of them started working together on the fast-moving aisle.',
        ],
        partial: [
          'Two workers were quarrelling about breaks. I talked to them and told them to respect each other and follow the break schedule. After that it was better.',
        ],
        poor: ['I tell them to stop fighting or I will report them.'],
      },
    },
  ],
};
