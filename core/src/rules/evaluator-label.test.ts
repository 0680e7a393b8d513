import { describe, expect, it } from 'vitest';
import { BUILT_IN_RULES_LABEL, describeEvaluator, resultWords } from './evaluator-label.js';

describe('describeEvaluator', () => {
  it('says plainly when no language model was used', () => {
    expect(describeEvaluator('local-heuristic@1')).toEqual({
      usesLanguageModel: false,
      label: BUILT_IN_RULES_LABEL,
    });
    expect(describeEvaluator('local-rubric@2').label).toBe('Built-in scoring, no language model');
  });

  it('names the model, including one with a colon or slash in its name', () => {
    expect(describeEvaluator('openai:gpt-4o-mini@prompt-v2')).toEqual({
      usesLanguageModel: true,
      label: 'Scored by the language model gpt-4o-mini',
    });
    expect(describeEvaluator('openai:qwen2.5:7b@prompt-v2').label).toBe(
      'Scored by the language model qwen2.5:7b',
    );
  });

  it('does not guess for an unknown or missing version', () => {
    expect(describeEvaluator(null)).toEqual({ usesLanguageModel: false, label: 'Evaluator not recorded' });
    expect(describeEvaluator('scripted@1').label).toBe('Scored by scripted@1');
  });
});

describe('resultWords', () => {
  it("keeps the spec's 'AI' words only for a language model's results", () => {
    expect(resultWords(describeEvaluator('openai:gpt-4o-mini@prompt-v2'))).toEqual({
      summary: 'AI Summary',
      reasoning: 'AI reasoning',
      score: 'AI Score',
      completed: 'AI evaluation completed',
    });
  });

  it("says 'Built-in scoring' for the built-in evaluators, an unknown one and none", () => {
    for (const evaluator of [describeEvaluator('local-rubric@2'), describeEvaluator('scripted@1'), null]) {
      const words = resultWords(evaluator);
      expect(Object.values(words).join(' ')).not.toMatch(/\bAI\b/);
      expect(words.summary).toBe('Built-in scoring summary');
      expect(words.reasoning).toBe('Built-in scoring');
    }
  });
});
