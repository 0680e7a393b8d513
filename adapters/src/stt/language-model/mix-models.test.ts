import { describe, expect, it } from 'vitest';
import { estimateBackoffModel, SENTENCE_END, SENTENCE_START } from './count-model.js';
import { mixModels } from './mix-models.js';
import { probability, trieOf } from './testing/trie-of.js';

const sentences = (text: string) => text.split('\n').map((line) => line.trim().split(' '));
const GENERAL = estimateBackoffModel(
  sentences(`i check the stock every day
the stock market fell
i check the orders every morning
we report the stock to the manager
the manager checks the orders`),
);
const JOB = estimateBackoffModel(
  sentences(`report shortages to the stock controller\nthe stock controller checks deliveries`),
);
const VOCABULARY = [
  SENTENCE_START,
  SENTENCE_END,
  ...new Set([...GENERAL.words, ...JOB.words].filter((w) => !w.startsWith('<'))),
].filter((w) => w !== 'market');
const predicted = VOCABULARY.filter((w) => w !== SENTENCE_START);

describe('mixModels', () => {
  const mixed = mixModels({ model: trieOf(GENERAL), weight: 0.6 }, [{ model: JOB, weight: 0.4 }], VOCABULARY);

  it.each([[[]], [['the']], [['stock']], [['the', 'stock']], [['report', 'shortages']], [['every', 'day']]])(
    'gives a distribution that sums to one after %j',
    (history) => {
      const total = predicted.reduce((sum, word) => sum + probability(mixed, history, word), 0);
      expect(total).toBeCloseTo(1, 3);
    },
  );

  it('weighs each source as asked for what both hold', () => {
    const p = (model: typeof GENERAL, h: string[], w: string) => probability(model, h, w);
    // "the stock" is in both; the general model also held "market", which the vocabulary drops.
    const expected = 0.6 * p(GENERAL, ['the'], 'stock') + 0.4 * p(JOB, ['the'], 'stock');
    expect(probability(mixed, ['the'], 'stock')).toBeCloseTo(expected, 3);
    // The job's "stock controller" is far likelier than in the general model alone.
    expect(probability(mixed, ['the', 'stock'], 'controller')).toBeGreaterThan(
      5 * p(GENERAL, ['the', 'stock'], 'controller'),
    );
  });

  it('keeps only vocabulary words', () => {
    expect(mixed.words).toEqual(VOCABULARY);
    expect(probability(mixed, ['stock'], 'market')).toBe(0);
  });
});
