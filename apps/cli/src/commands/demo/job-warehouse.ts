import type { DemoJob } from './demo-job.js';

/**
 * A legacy job (no criteria config: the default criteria apply; the legacy dashboard shows it).
 * Its questions probe criteria, so the built-in evaluator can tell a partial candidate apart.
 */
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
      pillarId: 'motivation',
      scoringGuide:
        "A strong answer gives the candidate's warehouse roles and years, the training they had, the size of the teams or volumes handled and any time they led a team, the systems and safety practices they know, a concrete achievement, and what they enjoy and where they want to grow.",
      answers: {
        strong: [
          'I have worked in warehousing for six years, first as a picker at a beverage distributor in Changamwe and then as a shift leader for three years. I managed a team of ten people and we loaded about twenty trucks a night. I enjoy the pace of night shifts and I am proud that my team had no lost-time accident in two years. I learned stock control on SAP and I want to grow into a warehouse manager, so I am always eager to learn new systems and to help my team adapt when things change.',
          'I have eight years in warehousing. I started as a loader at the port in 2017, then I moved to a cold store where I was trained on stock rotation, forklift safety and the WMS. Last year I led the night team of twelve people when the supervisor was on leave for three months, and we moved to zone picking; as a result picking errors dropped from five percent to under two percent. I enjoy leading people on the floor, and my goal is to grow into a warehouse supervisor.',
        ],
        partial: [
          'I have worked in a warehouse for three years as a picker and sometimes I help the supervisor with the counts. I know how to use the scanner and I am a hard worker.',
        ],
        poor: ['I have worked in a store before, carrying goods.'],
      },
    },
    {
      text: 'How do you make sure stock counts are accurate at the end of a shift?',
      pillarId: 'problem_solving',
      scoringGuide:
        'A strong answer scans every movement, counts the fast-moving or random locations against the system report, recounts with a second person, investigates the cause of any difference before the shift ends, fixes the cause (locations, labels, coaching), and shares the results with the team.',
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
      pillarId: 'collaboration',
      scoringGuide:
        'A strong answer describes a real disagreement between two people and its effect on the work, how the candidate listened to each side, found the real cause, agreed a fair solution or a new way of working with both, told the team, and followed up to check that the two now work together.',
      answers: {
        strong: [
          'Two loaders on my team kept arguing about who should load the Nairobi trucks, which are the heaviest. The situation was affecting the whole shift, so I took them aside separately and listened to each of them. I understood that the real problem was that one of them always ended late and missed the staff bus. We agreed a rotation where they alternate weeks, and I told the rest of the team the new rule so it was fair for everyone. As a result the arguments stopped and both of them now help to train new loaders.',
          'At my last job a picker and a checker disagreed all the time, and the tension was slowing down the whole aisle. I listened to each of them separately after the shift, and I found the real cause: the picker felt the checker was reporting every small mistake to embarrass him. We agreed a fair way of working: the checker first tells the picker directly, and only repeat mistakes go to the report. I told the team the new rule and I followed up with both of them after two weeks. In the end the two of them started working together on the fast-moving aisle.',
        ],
        partial: ['Two workers were quarrelling. I told them to respect each other and follow the rules.'],
        poor: ['I tell them to stop fighting or I will report them.'],
      },
    },
  ],
};
