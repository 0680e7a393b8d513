import { PILLAR_IDS } from '../domain/criteria.js';
import type { CriteriaConfig, PillarId } from '../domain/criteria.js';
import type { QuestionDraft } from '../domain/job.js';
import { DEFAULT_WEIGHTS } from './criteria.js';

/** Questions suggested when the caller does not say how many. */
export const DEFAULT_SUGGESTED_QUESTIONS = 7;
/** The most questions one suggestion may ask for. */
export const MAX_SUGGESTED_QUESTIONS = 15;

/**
 * Spoken-interview questions per pillar, each answerable in about two minutes without notes.
 * Every pillar holds at least MAX_SUGGESTED_QUESTIONS, so a config with a single enabled pillar
 * can still be served in full without repeating a question or borrowing another pillar's.
 */
export const QUESTION_BANK: Readonly<Record<PillarId, readonly string[]>> = {
  communication: [
    'Tell us about a time you had to explain something complex to someone without your background. How did you make sure they understood?',
    'Describe a situation where a misunderstanding caused a problem at work. What did you do to clear it up?',
    'How do you adjust the way you communicate when speaking to a customer, a colleague and a manager?',
    'Tell us about a time you had to deliver difficult news. How did you prepare and how did it go?',
    'Describe a time you had to listen carefully to understand what someone really needed. What did you learn?',
    'How do you keep your team or your manager informed about progress on your work?',
    'Tell us about a presentation or briefing you gave. How did you keep your audience engaged?',
    'Describe a time you received unclear instructions. What did you do to get clarity?',
    'How would you summarise your current or most recent role in under a minute?',
    'Tell us about a time you had to persuade someone who disagreed with you. What approach did you take?',
    'Describe a written message or report you are proud of. What made it effective?',
    'Tell us about a time you gave someone feedback they did not expect. How did you phrase it?',
    'How do you make sure important details are not lost when you hand work over to someone else?',
    'Describe a conversation with a frustrated person that you turned around. What did you say?',
    'Tell us about a time you had to communicate across a language or cultural difference.',
  ],
  problem_solving: [
    'Tell us about a difficult problem you solved at work. Walk us through how you approached it.',
    'Describe a time you had to make a decision without all the information you wanted. What did you do?',
    'Tell us about a process you improved. How did you spot the problem and measure the result?',
    'Describe a mistake you made and how you worked out what went wrong.',
    'When you face a problem you have never seen before, what are your first steps?',
    'Tell us about a time you found a creative solution with limited resources.',
    'Describe a time you had several possible solutions. How did you choose between them?',
    'Tell us about a recurring issue you fixed for good rather than working around it.',
    'Describe a time the data or facts pointed one way but your instinct pointed another. What did you do?',
    'Tell us about a time you had to break a large task into smaller steps to get it done.',
    'Describe a decision you made that turned out to be wrong. How did you recover?',
    'Tell us about a time you anticipated a problem before it happened. How did you prevent it?',
    'How do you decide when a problem needs escalating and when you should solve it yourself?',
    'Describe a time you used numbers or evidence to convince others of a solution.',
    'Tell us about the most complex decision you made in the last year and how you reached it.',
  ],
  motivation: [
    'What attracted you to this role, and what do you hope to achieve in your first six months?',
    'Tell us about an achievement you are most proud of and why it matters to you.',
    'Describe a time you went beyond what was asked of you. What drove you to do it?',
    'What kind of work gives you the most energy, and what drains it?',
    'Tell us about a goal you set for yourself and how you kept yourself on track.',
    'Describe a time you took the initiative to start something nobody asked you to do.',
    'Where would you like your career to be in three years, and how does this role fit in?',
    'Tell us about a time you stayed committed to a task that was long or repetitive.',
    'What have you learned recently on your own time that helps you in your work?',
    'Describe a time you were disappointed by a result. How did you keep going?',
    'What does doing a great job look like to you in a role like this one?',
    'Tell us about a time you set a higher standard for yourself than the one required.',
    'Describe a target or deadline you found hard to reach. What kept you pushing?',
    'What do you want to learn or get better at in your next role?',
    'Tell us about a time you asked for more responsibility. What happened?',
  ],
  adaptability: [
    'Tell us about a time your priorities changed suddenly. How did you adjust?',
    'Describe a time you had to learn a new skill or tool quickly. How did you go about it?',
    'Tell us about a change at work you did not agree with at first. How did you handle it?',
    'Describe a time you worked under heavy pressure. How did you stay effective?',
    'Tell us about a setback that forced you to change your plan. What did you do next?',
    'How do you handle working with incomplete or constantly changing information?',
    'Describe a time you had to work in a very different way from what you were used to.',
    'Tell us about a time you received criticism. How did you respond and what changed?',
    'Describe a time you had to juggle several urgent tasks at once. How did you decide what came first?',
    'Tell us about a new environment, team or country you had to settle into. What helped you?',
    'Describe a time a plan failed at the last minute. How did you react?',
    'How do you keep learning when your field or your tools change?',
    'Tell us about a time you had to unlearn a habit to work better.',
    'Describe a time you stepped into a role or task outside your usual responsibilities.',
    'Tell us about a stressful period at work and what you did to stay resilient.',
  ],
  collaboration: [
    'Tell us about a successful team project. What was your role and how did you contribute?',
    'Describe a disagreement with a colleague. How did you resolve it?',
    'Tell us about a time you helped a teammate who was struggling.',
    'Describe a time you worked with someone whose style was very different from yours.',
    'How do you build trust with new colleagues?',
    'Tell us about a time a team you were part of was not working well. What did you do?',
    'Describe a time you shared credit for a success with others.',
    'Tell us about a time you depended on another team to get your work done. How did you make it work?',
    'Describe a time you had to compromise to reach a team decision.',
    'Tell us about a time you received help from a colleague that made a real difference.',
    'How do you handle a teammate who is not pulling their weight?',
    'Describe a time you worked with people in different locations or time zones.',
    'Tell us about a working relationship you built that helped you over the long term.',
    'Describe a time you had to give a colleague honest feedback to help the team.',
    'Tell us about a time you changed your own approach to fit the needs of the team.',
  ],
  professionalism: [
    'Tell us about a time you made a mistake at work. How did you take responsibility for it?',
    'Describe a situation where you were asked to cut a corner. What did you do?',
    'How do you make sure you meet your commitments and deadlines?',
    'Tell us about a time you handled confidential or sensitive information.',
    'Describe a time you had to stay professional with a difficult customer or colleague.',
    'Tell us about a time you had to admit you did not know something. How did you handle it?',
    'Describe how you organise your day to make sure the important work gets done.',
    'Tell us about a time you noticed something wrong that was not your responsibility. What did you do?',
    'Describe a time you had to follow a rule or policy you disagreed with.',
    'Tell us about a time you held yourself accountable for a result that did not go well.',
    'How do you keep the quality of your work high when you are short of time?',
    'Describe a time you represented your organisation to customers or partners.',
    'Tell us about a promise you could not keep. How did you communicate it?',
    'Describe a time you kept going on a task when nobody was checking your work.',
    'What does integrity mean to you at work? Give us an example.',
  ],
  leadership: [
    'Tell us about a time you led a team or a project. How did you set the direction?',
    'Describe a time you had to motivate people who were losing energy.',
    'Tell us about someone you coached or mentored. What did you do and what changed for them?',
    'Describe a difficult decision you made as a leader and how you explained it to the team.',
    'Tell us about a time you influenced a decision without having formal authority.',
    'How do you delegate work, and how do you decide who should do what?',
    'Describe a time you had to address poor performance in your team.',
    'Tell us about a vision or goal you set for a team and how you got people behind it.',
    'Describe a time you led through a period of uncertainty or change.',
    'Tell us about a time you had to balance the needs of your team with the needs of the business.',
    'How do you recognise and develop the strengths of the people you work with?',
    'Describe a time you took charge in a situation where nobody else did.',
    'Tell us about a conflict within a team you led and how you resolved it.',
    'Describe a time you asked your team for feedback on your own leadership. What did you change?',
    'Tell us about a leader you admire and what you have learned from them.',
  ],
  technical_domain: [
    'Walk us through the tools, methods or systems you use most in your work and how you use them.',
    'Tell us about the most technically challenging piece of work you have done. What made it hard?',
    'Describe how you keep your knowledge of your field up to date.',
    'Tell us about a time you applied your expertise to solve a real problem for a customer or your team.',
    'Explain a key concept from your field as you would to a new colleague.',
    'Describe a time you had to check or test your work carefully before it went live.',
    'Tell us about a time you improved the quality or speed of work with a better method or tool.',
    'Describe a technical or specialist mistake you have seen and how it could have been avoided.',
    'Tell us about a standard, regulation or best practice that matters in your field and how you apply it.',
    'Describe a project where you had to learn a new area of your field quickly.',
    'How do you judge whether a piece of work in your field is good enough to deliver?',
    'Tell us about a time you had to explain a technical trade-off to a non-specialist.',
    'Describe a time you diagnosed the root cause of a fault or failure.',
    'Tell us about a piece of work where your specialist knowledge made the difference.',
    'What part of your field do you know best, and where are you still building your knowledge?',
  ],
};

interface Share {
  id: PillarId;
  weight: number;
}

/**
 * How many questions each enabled pillar gets: `count` split in proportion to the enabled
 * weights by largest remainder, so every pillar gets its exact share rounded down or up and the
 * counts add up to `count`. Equal weights when every enabled weight is 0; DEFAULT_WEIGHTS when no
 * pillar is enabled. Ties go to the heavier pillar, then to the earlier one in PILLAR_IDS order.
 */
export function allocateQuestions(
  config: Pick<CriteriaConfig, 'pillars'>,
  count: number,
): Map<PillarId, number> {
  const shares = enabledShares(config);
  const total = shares.reduce((sum, s) => sum + s.weight, 0);
  const exact = shares.map((s) => ({
    ...s,
    quota: total > 0 ? (count * s.weight) / total : count / shares.length,
  }));
  const counts = new Map(exact.map((s) => [s.id, Math.floor(s.quota)]));
  let left = count - [...counts.values()].reduce((sum, n) => sum + n, 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.quota - Math.floor(b.quota) - (a.quota - Math.floor(a.quota)) || b.weight - a.weight,
  );
  for (const share of byRemainder) {
    if (left <= 0) break;
    counts.set(share.id, counts.get(share.id)! + 1);
    left -= 1;
  }
  return counts;
}

/**
 * `count` (1..MAX_SUGGESTED_QUESTIONS) bank questions for a job, tagged with their pillar: each
 * enabled pillar contributes its allocateQuestions share, starting at a place in its list that
 * depends on `seed` (so different jobs get different questions, the same job always the same).
 * The interview alternates pillars, heaviest first.
 */
export function selectBankQuestions(
  config: Pick<CriteriaConfig, 'pillars'>,
  count: number,
  seed = '',
): QuestionDraft[] {
  const wanted = Math.max(1, Math.min(MAX_SUGGESTED_QUESTIONS, Math.floor(count)));
  const allocation = allocateQuestions(config, wanted);
  const offset = seedNumber(seed);
  const lists = enabledShares(config)
    .sort((a, b) => b.weight - a.weight)
    .map((share) => {
      const bank = QUESTION_BANK[share.id];
      const n = allocation.get(share.id) ?? 0;
      return Array.from({ length: n }, (_, i): QuestionDraft => ({
        text: bank[(offset + i) % bank.length]!,
        pillarId: share.id,
      }));
    });
  const interleaved: QuestionDraft[] = [];
  for (let round = 0; round < wanted; round++) {
    for (const list of lists) if (list[round]) interleaved.push(list[round]!);
  }
  return interleaved;
}

/** Enabled pillars in PILLAR_IDS order with non-negative weights (the defaults when none is enabled). */
function enabledShares(config: Pick<CriteriaConfig, 'pillars'>): Share[] {
  const enabled = config.pillars.filter((p) => p.enabled);
  const source: Share[] = enabled.length
    ? enabled.map((p) => ({ id: p.id, weight: Math.max(0, p.weight) }))
    : Object.entries(DEFAULT_WEIGHTS).map(([id, weight]) => ({ id: id as PillarId, weight: weight ?? 0 }));
  return source.sort((a, b) => PILLAR_IDS.indexOf(a.id) - PILLAR_IDS.indexOf(b.id));
}

/** A small, stable number from text (FNV-1a); only spreads choices, it is not a security measure. */
export function seedNumber(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
