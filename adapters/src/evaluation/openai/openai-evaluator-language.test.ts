import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOpenAiChatServer, type OpenAiChatServer } from '../../testing/wire/openai-chat-server.js';
import { OpenAiEvaluator } from './openai-evaluator.js';
import { goodAnswer, sampleInput } from './testing/evaluation-fixture.js';

/** The sample interview held in Swahili: the quotes of goodAnswer() said in Swahili. */
function swahiliInput(): EvaluationInput {
  const input = sampleInput();
  const said = [
    'Tulipohamia kuchukua kwa skana nilimwongoza kila mchukuaji kupitia oda kumi za kwanza mwenyewe.',
    'Ninawapa wachukuaji wawili wenye uzoefu zaidi njia nzito na kuwabadilisha wote kila saa mbili.',
  ];
  return {
    ...input,
    job: { ...input.job, language: 'sw' },
    answers: input.answers.map((a, i) => (said[i] ? { ...a, transcript: said[i] } : a)),
  };
}

function swahiliAnswer() {
  const answer = goodAnswer();
  answer.criteria = answer.criteria.map((c) => ({
    ...c,
    evidence: c.evidence.map((e) =>
      e.questionIndex === 1
        ? { ...e, quote: 'kuwabadilisha wote kila saa mbili', english: 'rotate everyone every two hours' }
        : { ...e, quote: 'nilimwongoza kila mchukuaji', english: 'I guided each picker' },
    ),
  }));
  return answer;
}

describe('the language-model evaluator in the interview language (docs/behaviour/interview.md §22)', () => {
  let server: OpenAiChatServer;
  let reply = () => ({ content: JSON.stringify(swahiliAnswer()) });
  const evaluator = (maxRetries = 0) =>
    new OpenAiEvaluator({
      baseUrl: `${server.origin}/v1`,
      apiKey: 'k',
      model: 'm',
      timeoutMs: 5_000,
      maxRetries,
      samples: 1,
    });

  beforeAll(async () => {
    server = await startOpenAiChatServer(() => reply());
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('is told the language, asked for quotes in the original with an English rendering, and returns both', async () => {
    const output = await evaluator().evaluate(swahiliInput());
    const [body] = server.bodies();
    const user = body?.messages[1]?.content ?? '';
    expect(user).toContain('# Language: Swahili');
    expect(user).toContain('Copy each evidence quote VERBATIM in\nSwahili');
    const schema = JSON.stringify(body?.response_format?.json_schema?.schema);
    expect(schema).toContain('"english"');
    const leadership = output.criteria.find((c) => c.criterionId === 'leadership');
    expect(leadership?.evidence).toEqual([
      {
        quote: 'kuwabadilisha wote kila saa mbili',
        english: 'rotate everyone every two hours',
        questionIndex: 1,
        reasoning: 'Plans fatigue into the shift.',
      },
    ]);
  });

  it('retries an answer in another language that leaves out the English rendering', async () => {
    let calls = 0;
    reply = () => {
      calls += 1;
      const answer = calls === 1 ? goodAnswer() : swahiliAnswer();
      return { content: JSON.stringify(answer) };
    };
    const output = await evaluator(1).evaluate(swahiliInput());
    expect(calls).toBe(2);
    expect(output.criteria.flatMap((c) => c.evidence).every((e) => e.english)).toBe(true);
  });

  it('leaves English interviews as they were: no language section, no english field', async () => {
    reply = () => ({ content: JSON.stringify(goodAnswer()) });
    await evaluator().evaluate(sampleInput());
    const [body] = server.bodies();
    expect(body?.messages[1]?.content).not.toContain('# Language');
    expect(JSON.stringify(body?.response_format?.json_schema?.schema)).not.toContain('"english"');
  });
});
