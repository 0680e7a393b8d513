import { describe, expect, it } from 'vitest';
import { analyseText } from './text-analysis.js';

describe('analyseText', () => {
  it('reads a token wink-nlp gives no lemma for ("I — cannot, go") with its own text instead of crashing', () => {
    const tokens = analyseText('I — cannot, go').flat();
    expect(tokens.map((t) => t.lemma)).toContain('cannot');
    for (const t of tokens) expect(typeof t.pos).toBe('string');
  });
});
