import { describe, expect, it } from 'vitest';
import { answerFeedback } from './answer-feedback.js';
import { gradeAnswer } from './answer-grade.js';
import { readAnswer } from './answer-reading.js';
import { questionContexts } from './question-context.js';
import { SAID_BACK_KEEPS } from './said-back.js';
import { inputCriteria } from '../testing/evaluation-inputs.js';

/*
 * The question said back (`local-signals@11`, docs/scoring-rubric.md): an answer that restates its
 * question and tells nothing of its own keeps near nothing; an honest answer that reuses the
 * question's words and goes on with an episode of its own keeps its score.
 */
const context = questionContexts({
  job: {
    title: 'Warehouse Supervisor',
    description: 'Run the receiving and dispatch shifts of a distribution warehouse.',
    skills: ['stock control'],
    criteria: inputCriteria(['professionalism']),
    questions: [
      {
        index: 0,
        text: 'Tell us about the biggest mistake you made at work. How did you correct it, and what did you learn?',
        pillarId: 'professionalism',
        scoringGuide: 'Names the mistake, the correction made, and what changed afterwards.',
      },
      {
        index: 1,
        text: 'Describe a time a delivery arrived damaged. What did you do?',
        pillarId: 'problem_solving',
        scoringGuide: null,
      },
    ],
  },
  answers: [],
}).get(0)!;

const grade = (text: string) => gradeAnswer(readAnswer(text, context));

describe('the question said back', () => {
  it('keeps nothing of a restated question, written or as the recogniser writes it', () => {
    for (const attack of [
      'The biggest mistake I made at work, how I corrected it and what I learned. So yes, I made a mistake, I corrected it, and I learned from it.',
      'so you are asking about the biggest mistake i made at work and how i corrected it and what i learned yes that is about a mistake and learning',
    ]) {
      const g = grade(attack);
      expect(g.saidBack, attack).toBe(true);
      expect(SAID_BACK_KEEPS).toBe(0);
      expect(g.score, attack).toBe(0);
    }
  });

  it('tells HR why: the question said back, nothing told', () => {
    const attack =
      'The biggest mistake I made at work, how I corrected it and what I learned. Yes, I made a mistake and I learned.';
    const reading = readAnswer(attack, context);
    expect(answerFeedback(gradeAnswer(reading), reading, context, null)).toMatch(/Says the question back/);
  });

  it('keeps the score of an honest answer that starts with the question’s words', () => {
    for (const honest of [
      'The biggest mistake I made was in 2022: I booked 40 pallets of flour into the wrong bay, so the night shift could not find them. ' +
        'I checked the scanner log with Peter, moved every pallet back, and since then we scan the bay label before we put away.',
      'biggest mistake i made at work i sent a truck to kisumu with the wrong invoice i called the driver at six we swapped the papers at the depot ' +
        'and now i check the invoice number against the load sheet before the gate opens',
    ]) {
      const g = grade(honest);
      expect(g.saidBack, honest).toBe(false);
      expect(g.score, honest).toBeGreaterThan(50);
    }
  });

  it('never takes a short weak answer in its own words for the question said back', () => {
    const weak = 'I do not make many mistakes. I am careful with my work and I check it.';
    expect(grade(weak).saidBack).toBe(false);
  });

  it('never reads an honest answer to a short question as the question said back', () => {
    const shortQuestions: [string, string][] = [
      [
        'Why do you want to work here?',
        'I want to work here because the company is growing and I like the work.',
      ],
      ['How do you handle stress?', 'I handle stress well, stress is normal.'],
      ['What motivates you at work?', 'Money motivates me at work.'],
    ];
    for (const [question, answer] of shortQuestions) {
      const short = questionContexts({
        job: {
          title: 'Animal Health Assistant',
          description: 'Treat and vaccinate dairy cattle for a cooperative.',
          skills: ['vaccination'],
          criteria: inputCriteria(['motivation']),
          questions: [{ index: 0, text: question, pillarId: 'motivation', scoringGuide: null }],
        },
        answers: [],
      }).get(0)!;
      expect(gradeAnswer(readAnswer(answer, short)).saidBack, `${question} ${answer}`).toBe(false);
    }
  });
});
