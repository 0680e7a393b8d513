import { describe, expect, it } from 'vitest';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { inputCriteria } from '../testing/evaluation-inputs.js';
import { clausesOf } from '../rubric/clauses.js';
import { gradeAnswer } from './answer-grade.js';
import { readAnswer } from './answer-reading.js';
import { ownPieceShare } from './clause-question.js';
import { questionContexts } from './question-context.js';

/* A bakery job of my own, with three unguided questions on different subjects. */
const BAKERY: EvaluationInput = {
  job: {
    title: 'Bakery Shift Lead',
    description: 'Runs the early shift of a bread bakery: ovens, dough, staff and deliveries.',
    skills: [],
    criteria: inputCriteria(['communication']),
    questions: [
      'Tell us about a time an oven broke down during the morning bake. What did you do?',
      'Describe a time you trained a new apprentice who kept ruining the dough. How did you teach them?',
      'What keeps you motivated when you work night shifts for weeks?',
    ].map((text, index) => ({ index, text, pillarId: null, scoringGuide: null })),
  },
  answers: [],
};

const context = (index: number) => questionContexts(BAKERY).get(index)!;

/** An answer to the training question (1), all about the apprentice and the dough. */
const TRAINING =
  'Last March we hired a new apprentice called Juma who kept ruining the dough. He added the yeast to water that was too hot. ' +
  'I trained him myself for two weeks and showed him how to weigh the flour, check the water with a thermometer and knead the dough for ten minutes. ' +
  'I taught the new apprentice to feel when the dough is ready and kept the steps on a card for him. ' +
  'After two weeks Juma mixed every batch of dough alone and stopped ruining it.';

/** An honest answer to the oven question (0) whose episode also touches training a new apprentice. */
const OVEN_WITH_APPRENTICE =
  'In June the big oven broke down at four in the morning, in the middle of the morning bake, with two hundred loaves inside. ' +
  'I switched it off, moved the trays to the small oven and called the technician, who came at six and changed the burner. ' +
  'Meanwhile I trained our new apprentice to shape the dough in smaller batches so the small oven could keep up. ' +
  'We delivered to the shops one hour late, and since then I check the oven burner every Monday.';

describe('which question each piece of an answer tells (clause-question.ts)', () => {
  it('finds no piece of the training story nearer the oven question', () => {
    expect(ownPieceShare(clausesOf(TRAINING), context(0))).toBe(0);
    expect(ownPieceShare(clausesOf(TRAINING), context(1))).toBeGreaterThan(0.5);
  });

  it('keeps the pieces of an honest oven story that are its own, though it also trains an apprentice', () => {
    expect(ownPieceShare(clausesOf(OVEN_WITH_APPRENTICE), context(0))).toBeGreaterThan(0.5);
  });

  it('gives the training story under the oven question to the training question', () => {
    expect(gradeAnswer(readAnswer(TRAINING, context(0))).answersOther).toBe(1);
  });

  it('leaves the honest oven story with its own question', () => {
    expect(gradeAnswer(readAnswer(OVEN_WITH_APPRENTICE, context(0))).answersOther).toBeNull();
  });
});
