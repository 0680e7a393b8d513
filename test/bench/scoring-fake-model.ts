import { OpenAiEvaluator } from '@sauti/adapters/evaluation/openai/openai-evaluator';
import { goodAnswer } from '@sauti/adapters/evaluation/openai/testing/evaluation-fixture';
import type { SetFigures } from './scoring-corpus/measure-set.js';
import { expectedScore, type Grade5, type ScoringSet } from './scoring-corpus/scoring-set.js';
import { scoringSets } from './scoring-corpus/sets.js';
import { figuresOf } from './scoring.js';
import {
  startOpenAiChatServer,
  type ChatCompletionBody,
} from '@sauti/adapters/testing/wire/openai-chat-server';

/**
 * How the fake model errs. Its judgement of an answer is the middle of the label's band moved by
 * a bias of at most `BIAS` points, fixed per answer (at temperature 0 a model repeats its own
 * misjudgements). On top, like real servers at temperature 0 (batching, floating point), one
 * answer score in `JITTER_RATE` differs from call to call by up to `JITTER` points; a higher
 * temperature makes that jitter more frequent and larger.
 */
const BIAS = 12;
const JITTER_RATE = 0.2;
const JITTER = 5;

/** FNV-1a: a stable number in [0, 1) for a string, so the fake's choices are reproducible. */
function unit(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash / 2 ** 32;
}

/**
 * A fake OpenAI-compatible model for the benchmark: it "knows" each corpus answer's label (so
 * its figures do not measure a model's judgement) and errs as above. What it measures is the
 * evaluator's plumbing (schema, per-answer scoring, median of samples, the core's aggregation)
 * and how far sampling absorbs the call-to-call noise of a temperature-0 model.
 */
async function startFakeModel(sets: readonly ScoringSet[]) {
  // The same text is an excellent answer to one question and a wrong one to the next: key by both.
  const key = (job: string, questionIndex: number, text: string) => `${job}|${questionIndex}|${text.trim()}`;
  const concerns = new Map(
    sets.flatMap((set) =>
      set.cases.flatMap((a) =>
        a.expectedConcern ? [[key(a.job.title, a.questionIndex, a.text), a.expectedConcern]] : [],
      ),
    ),
  );
  const grades = new Map<string, Grade5>(
    sets.flatMap((set) => set.cases.map((a) => [key(a.job.title, a.questionIndex, a.text), a.grade])),
  );
  let call = 0;
  return startOpenAiChatServer((body: ChatCompletionBody) => {
    call += 1;
    const temperature = typeof body.temperature === 'number' ? body.temperature : 1;
    const rate = Math.min(1, JITTER_RATE + temperature);
    const spread = JITTER + 40 * temperature;
    const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
    const job = /^# Job: (.*)$/m.exec(user)?.[1] ?? '';
    const criteria = [...user.matchAll(/^- id: (\w+) \|/gm)].map((m) => m[1]!);
    const answers = [
      ...user.matchAll(
        /### Answer to question (\d+):[^\n]*\n(?:\([^\n]*\)\n)?<<<ANSWER \d+ START>>>\n([\s\S]*?)\n<<<ANSWER \d+ END>>>/g,
      ),
    ].map((m) => {
      const answerKey = key(job, Number(m[1]), m[2]!);
      const bias = Math.round((2 * unit(answerKey) - 1) * BIAS);
      const draw = unit(`${call}|${answerKey}`);
      const jitter = draw < rate ? Math.round(((draw / rate) * 2 - 1) * spread) : 0;
      const score = expectedScore(grades.get(answerKey) ?? 3) + bias + jitter;
      return {
        questionIndex: Number(m[1]),
        score: Math.max(0, Math.min(100, score)),
        feedback: 'fake',
        concern: concerns.get(answerKey),
      };
    });
    const template = goodAnswer().criteria[0]!;
    const answer = {
      ...goodAnswer(),
      answers: answers.map(({ concern: _, ...a }) => a),
      // The labels' concerns, as a model that saw them would raise them (whole answer meant).
      concerns: answers.flatMap((a) =>
        a.concern ? [{ questionIndex: a.questionIndex, kind: a.concern, quote: null }] : [],
      ),
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

/** Every set (or `sets`) through the OpenAI-compatible evaluator against the fake model. */
export async function fakeModelFigures(
  log: (line: string) => void,
  sets?: readonly ScoringSet[],
): Promise<SetFigures[]> {
  const server = await startFakeModel(sets ?? scoringSets());
  try {
    const figures: SetFigures[] = [];
    for (const samples of [3]) {
      const evaluator = new OpenAiEvaluator({
        baseUrl: `${server.origin}/v1`,
        apiKey: 'sk-bench',
        model: 'fake-model',
        timeoutMs: 10_000,
        maxRetries: 0,
        samples,
      });
      const label = `${evaluator.version} (fake, ${samples} sample${samples > 1 ? 's' : ''})`;
      figures.push(...(await figuresOf(evaluator, log, label, { sets })));
    }
    return figures;
  } finally {
    await server.close();
  }
}
