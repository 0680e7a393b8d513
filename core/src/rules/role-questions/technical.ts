import { ROLE_WEIGHTS } from '../role-suggestions.js';
import type { RoleProfile } from './role-profile.js';

/** Software development, testing and operations. */
export const SOFTWARE: RoleProfile = {
  id: 'software',
  label: 'Software development',
  keywords: [
    'software',
    'developer',
    'programmer',
    'frontend',
    'front-end',
    'front end',
    'backend',
    'back-end',
    'back end',
    'full stack',
    'full-stack',
    'fullstack',
    'devops',
    'javascript',
    'typescript',
    'python',
    'java',
    'kotlin',
    'react',
    'node.js',
    'sql',
    'test automation',
  ],
  weights: ROLE_WEIGHTS.engineering,
  questions: {
    technical_domain: [
      {
        text: 'Walk us through a feature you built recently, from the requirement to running in production.',
        guide:
          'A strong answer covers clarifying the requirement, design choices and their trade-offs, testing, review, deployment and checking that it worked for users.',
      },
      {
        text: 'How do you make sure your code keeps working when other people change it?',
        guide:
          'A strong answer covers automated tests at the right levels, code review, continuous integration, clear names and small, reviewable changes.',
      },
    ],
    problem_solving: [
      {
        text: 'Tell us about the hardest bug you have fixed. How did you find the cause?',
        guide:
          'A strong answer covers reproducing it, narrowing it down with logs, tests or a debugger, testing hypotheses, fixing the root cause and adding a test so it stays fixed.',
      },
      {
        text: 'An app is slow for users on slow mobile networks. How would you find out why and improve it?',
        guide:
          'A strong answer covers measuring first (data sizes, number of requests, server time), tackling the biggest costs, caching and compression, and checking the result on a throttled connection.',
      },
    ],
    communication: [
      {
        text: 'Explain a technical decision you made to someone who does not write code.',
        guide:
          'A strong answer covers plain words without jargon, the problem and the options, why the choice was made, and what it means for the listener.',
      },
    ],
    collaboration: [
      {
        text: 'Tell us about a code review in which you disagreed with a colleague. How was it resolved?',
        guide:
          'A strong answer covers arguing from evidence rather than taste, listening to the other view, agreeing a way forward and keeping the working relationship good.',
      },
    ],
    adaptability: [
      {
        text: 'Describe a time you had to learn a new language, framework or tool quickly for a project.',
        guide:
          'A strong answer covers how they learned (documentation, small experiments, asking others), how quickly they became productive, and what they delivered with it.',
      },
    ],
  },
};

/** Technicians and trades: maintenance, electrical, mechanical, plumbing, installation. */
export const MAINTENANCE: RoleProfile = {
  id: 'maintenance',
  label: 'Maintenance and technical trades',
  keywords: [
    'technician',
    'maintenance',
    'electrician',
    'electrical',
    'mechanic',
    'mechanical',
    'plumber',
    'plumbing',
    'fitter',
    'artisan',
    'welder',
    'welding',
    'repair',
    'installer',
    'hvac',
    'refrigeration',
  ],
  weights: { technical_domain: 35, professionalism: 25, problem_solving: 25, communication: 15 },
  questions: {
    technical_domain: [
      {
        text: 'Walk us through how you find the fault on a machine or installation that has stopped working.',
        guide:
          'A strong answer covers making it safe first, asking what happened, checking the simple causes, using drawings or meters, testing after the repair and recording the job.',
      },
      {
        text: 'How do you plan preventive maintenance so that breakdowns happen less often?',
        guide:
          "A strong answer covers a schedule based on the maker's guidance and the equipment's history, checklists, keeping spare parts, and reviewing repeated failures.",
      },
    ],
    professionalism: [
      {
        text: 'What does safe isolation, or lock-out tag-out, mean in your work, and when have you used it?',
        guide:
          'A strong answer covers isolating every energy source, locking and tagging, proving it is dead before work, and never skipping it under time pressure.',
      },
    ],
    problem_solving: [
      {
        text: 'A repair needs a part that will take two weeks to arrive and production has stopped. What do you do?',
        guide:
          'A strong answer covers a safe temporary solution if one exists, looking for the part elsewhere, informing the people affected with a realistic plan, and preventing a repeat.',
      },
    ],
    communication: [
      {
        text: 'How do you explain to an operator or a client what went wrong and how to avoid it next time?',
        guide:
          'A strong answer covers plain language, the cause and the fix, practical advice for the user, and checking they have understood.',
      },
    ],
  },
};
