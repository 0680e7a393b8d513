import type { PillarId } from '../../domain/criteria.js';
import type { GuidedQuestion } from './role-profile.js';

/**
 * Questions for jobs that run a team (supervisor, manager, lead, head, foreman…), whatever the
 * field: asked after the field's own questions on the same pillar.
 */
export const SUPERVISION_QUESTIONS: Readonly<Partial<Record<PillarId, readonly GuidedQuestion[]>>> = {
  leadership: [
    {
      text: 'How do you plan a shift so that everyone knows what they are doing and the targets are met?',
      guide:
        'A strong answer covers checking the work and the people available, matching tasks to strengths, a short briefing, checking progress during the shift and adjusting.',
    },
    {
      text: 'A member of your team keeps arriving late. How do you deal with it?',
      guide:
        'A strong answer covers a private conversation to understand the cause, clear expectations, reasonable support, the formal procedure if it continues, and keeping records.',
    },
    {
      text: 'Tell us about a time you had to get your team through a very busy or difficult period.',
      guide:
        'A strong answer covers explaining the situation honestly, organising the work, sharing the load, looking after people and recognising their effort afterwards.',
    },
  ],
  collaboration: [
    {
      text: 'Two people on your team are in conflict and it is affecting the work. What do you do?',
      guide:
        'A strong answer covers acting early, hearing each side in private, focusing on the work and behaviour rather than personalities, agreeing how they will work together, and following up.',
    },
  ],
  communication: [
    {
      text: "How do you report your team's results and problems to your own manager?",
      guide:
        'A strong answer covers regular, honest updates with figures, raising problems early together with proposed solutions, and passing decisions back to the team.',
    },
  ],
  professionalism: [
    {
      text: 'How do you make sure your team keeps to the safety and quality rules when you are not watching?',
      guide:
        'A strong answer covers explaining why the rules matter, training, setting the example, spot checks, and dealing consistently with breaches.',
    },
  ],
};
