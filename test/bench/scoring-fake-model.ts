import { OpenAiEvaluator } from '@sauti/adapters/evaluation/openai/openai-evaluator';
import { goodAnswer } from '@sauti/adapters/evaluation/openai/testing/evaluation-fixture';
import { corpusAnswers, expectedScore } from '@sauti/adapters/evaluation/validity/corpus-items';
import { measureValidity, type ValidityFigures } from '@sauti/adapters/evaluation/validity/measure-validity';
import { startOpenAiChatServer, type ChatCompletionBody } from '../src/support/wire/openai-chat-server.js';

/** Spread of the fake model's scores around the label: a model that is right on average but noisy. */
const NOISE = 15;

/**
 * A fake OpenAI-compatible model for the benchmark: it "knows" each corpus answer's label and
 * answers the middle of its band plus noise (deterministic, varying from call to call). Its
 * figures measure the evaluator's plumbing (schema, per-answer scoring, median of samples, the
 * core's aggregation) and what sampling does to re-score stability, not a model's judgement.
 */
async function startFakeModel() {
  // The same text is an excellent answer to one question and a wrong one to the next: key by both.
  const key = (job: string, questionIndex: number, text: string) => `${job}|${questionIndex}|${text.trim()}`;
  const grades = new Map(corpusAnswers().map((a) => [key(a.job.title, a.questionIndex, a.text), a.grade]));
  let call = 0;
  return startOpenAiChatServer((body: ChatCompletionBody) => {
    call += 1;
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const job = /^# Job: (.*)$/m.exec(user)?.[1] ?? '';
    const criteria = [...user.matchAll(/^- id: (\w+) \|/gm)].map((m) => m[1]!);
    const answers = [
      ...user.matchAll(/### Answer to question (\d+):[^\n]*\n(?:\([^\n]*\)\n)?"""\n([\s\S]*?)\n"""/g),
    ].map((m, i) => {
      const grade = grades.get(key(job, Number(m[1]), m[2]!)) ?? 2;
      const noise = (((call * 7919 + i * 104729) % (2 * NOISE + 1)) - NOISE) | 0;
      return {
        questionIndex: Number(m[1]),
        score: Math.max(0, Math.min(100, expectedScore(grade) + noise)),
        feedback: 'fake',
      };
    });
    const template = goodAnswer().criteria[0]!;
    const answer = {
      ...goodAnswer(),
      answers,
      criteria: criteria.map((criterionId) => ({
        ...template,
        criterionId,
        score: 50,
        evidence: [],
        relatedQuestions: [],
        subcriteriaAssessed: [],
      })),
    };
    return { content: JSON.stringify(answer) };
  });
}

/** The corpus through the OpenAI-compatible evaluator against the fake model, one sample and three. */
export async function fakeModelFigures(): Promise<ValidityFigures[]> {
  const server = await startFakeModel();
  try {
    const figures: ValidityFigures[] = [];
    for (const samples of [1, 3]) {
      const evaluator = new OpenAiEvaluator({
        baseUrl: `${server.origin}/v1`,
        apiKey: 'sk-bench',
        model: 'fake-model',
        timeoutMs: 10_000,
        maxRetries: 0,
        samples,
      });
      const label = `${evaluator.version} (fake, ${samples} sample${samples > 1 ? 's' : ''})`;
      figures.push((await measureValidity(evaluator, { label })).figures);
    }
    return figures;
  } finally {
    await server.close();
  }
}
