import { describe, expect, it } from 'vitest';
import { runSauti } from '@sauti/cli/testing/run-sauti';
import { SCORE_ANSWERS, SCORE_JOB } from './score-input.fixture.js';

/** Runs the real `sauti` binary with `input` on standard input (no language model configured). */
const sauti = (args: string[], input: string) => runSauti(args, { LLM_BASE_URL: '', LLM_API_KEY: '' }, input);

const interview = (kind: 'excellent' | 'vague', answered = SCORE_JOB.questions.length) => ({
  job: structuredClone(SCORE_JOB),
  answers: SCORE_ANSWERS.slice(0, answered).map((a, questionIndex) => ({
    questionIndex,
    transcript: a[kind],
    durationSeconds: kind === 'vague' ? 15 : 60,
  })),
});

describe('sauti score', () => {
  it('scores an interview from standard input with the built-in evaluator, the way the queue does', async () => {
    const strong = await sauti(['--json', 'score', '-'], JSON.stringify(interview('excellent')));
    expect(strong.code).toBe(0);
    const result = JSON.parse(strong.stdout);
    expect(result).toMatchObject({ evaluatorVersion: 'local-signals@27' });
    expect(result.recommendation).toMatch(/Hire/);
    expect(result.overallScore).toBeGreaterThanOrEqual(60);
    expect(result.criteria.map((c: { id: string }) => c.id)).toEqual([
      'communication',
      'problem_solving',
      'professionalism',
    ]);
    expect(result.answers).toHaveLength(4);
    for (const answer of result.answers) expect(answer).toMatchObject({ assessable: true });
    const vague = JSON.parse(
      (await sauti(['--json', 'score', '-'], JSON.stringify(interview('vague')))).stdout,
    );
    expect(vague.overallScore).toBeLessThan(result.overallScore - 30);
  });

  it('gives no score and no band when too few answers are usable', async () => {
    const { code, stdout } = await sauti(['--json', 'score', '-'], JSON.stringify(interview('excellent', 1)));
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({
      overallScore: null,
      recommendation: null,
      answers: [
        { questionIndex: 0, assessable: true },
        { assessable: false, reason: 'no answer recorded' },
        {},
        {},
      ],
    });
  });

  it('scores against job.questions[i].anchors, the team’s rated answers, and refuses a rating outside 1-5', async () => {
    const plain = interview('excellent');
    const anchored = interview('excellent');
    // Five rated answers to the first question, the team rating even the excellent one a 2.
    Object.assign(anchored.job.questions[0]!, {
      anchors: [
        { transcript: SCORE_ANSWERS[0]!.excellent, rating: 2 },
        { transcript: SCORE_ANSWERS[0]!.vague, rating: 1 },
        { transcript: 'I listened to her and I said sorry, then I checked the account.', rating: 1 },
        { transcript: 'I stay calm.', rating: 1 },
        { transcript: 'I have not had an angry customer.', rating: 1 },
      ],
    });
    const scoreOfFirst = async (input: object) =>
      JSON.parse((await sauti(['--json', 'score', '-'], JSON.stringify(input))).stdout).answers[0]
        .score as number;
    expect(await scoreOfFirst(anchored)).toBeLessThan((await scoreOfFirst(plain)) - 30);
    Object.assign(anchored.job.questions[0]!, { anchors: [{ transcript: 'x', rating: 6 }] });
    const bad = await sauti(['--json', 'score', '-'], JSON.stringify(anchored));
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).message).toMatch(/^job\.questions\.0\.anchors\.0\.rating: /);
  });

  it('refuses a malformed file with a message naming the field, and exits non-zero', async () => {
    const bad = interview('excellent');
    bad.job.criteria[0]!.weight = 10;
    const weights = await sauti(['score', '-'], JSON.stringify(bad));
    expect(weights.code).not.toBe(0);
    expect(weights.stderr).toContain('job.criteria: weights must total 100 (got 70)');
    const missing = await sauti(['--json', 'score', '-'], '{"job": {"title": "x"}, "answers": []}');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect(JSON.parse(missing.stdout).message).toMatch(/^job\.description: /);
    expect((await sauti(['score', '-'], 'not json')).stderr).toContain('- is not JSON');
  });
});
