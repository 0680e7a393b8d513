import type { PillarId } from '../domain/criteria.js';

/**
 * What the feedback says about each criterion, in plain words for readers of English as a second
 * language: short sentences, common words, no scores (docs/behaviour/interview.md §17). A strength
 * is said only of a criterion the candidate met; a growth suggestion says what to do next time.
 */
export const FEEDBACK_PHRASES: Readonly<Record<PillarId, { strength: string; growth: string }>> = {
  communication: {
    strength: 'You explained your ideas clearly, in a way that was easy to follow.',
    growth: 'Plan each answer before you speak: say your main point first, then give one example.',
  },
  problem_solving: {
    strength: 'You showed how you think through a problem, step by step.',
    growth: 'When you talk about a problem, say what you did first, what you decided, and how it ended.',
  },
  motivation: {
    strength: 'You showed real interest in this work and in what you want to achieve.',
    growth: 'Say more about why this job matters to you and what you want to learn in it.',
  },
  adaptability: {
    strength: 'You showed that you can change your plans and keep going when things change.',
    growth: 'Share an example of a time things changed suddenly, and what you did about it.',
  },
  collaboration: {
    strength: 'You showed that you work well with other people and help your team.',
    growth: 'Give an example of working with others: what the team needed, and what you did to help.',
  },
  professionalism: {
    strength: 'You showed that you take responsibility for your work and can be trusted.',
    growth: 'Talk about a time you kept a promise or fixed a mistake, and what you learned from it.',
  },
  leadership: {
    strength: 'You showed that you can guide other people and help them do their best.',
    growth: 'Share an example of a time you guided others or took the lead, and what the result was.',
  },
  technical_domain: {
    strength: 'You showed good knowledge of the skills this job needs.',
    growth: 'Give more detail about the tools, methods or skills you use in this kind of work.',
  },
};
