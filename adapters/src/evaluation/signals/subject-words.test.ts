import { describe, expect, it } from 'vitest';
import { storekeeperAnswer } from '../testing/evaluation-inputs.js';
import { readAnswer } from './answer-reading.js';
import { questionContexts } from './question-context.js';
import { SignalsEvaluator } from './signals-evaluator.js';

const QUESTION =
  'The system shows 300 bags of maize flour but the shelf count is 240. How do you find out what happened?';
const WEAK = 'Maybe somebody stole them. In many stores there is theft, so security must be tighter.';
/**
 * Stories told instead of an answer, in the shapes of the development sets' off-topic answers (a
 * building project at home: development; a choir's trip: development-blind and held-out-10): they
 * name nothing of the question, nor of the job, though their everyday words (timber, roof, bus,
 * sheets) sit near a warehouse's in the word vectors.
 */
const STORIES = [
  'Two years ago I built a chicken house behind our home in Ibadan. I bought timber and wire mesh, and my uncle ' +
    'showed me how to put iron sheets on the roof. We started with fifty chicks and after six months we were ' +
    'selling eggs to the neighbours every morning.',
  'In 2019 our church choir from Nakuru travelled to the national music festival in Kisumu. We practised every ' +
    'evening for two months, the bus broke down near Kericho and we rehearsed by the roadside while the driver ' +
    'fixed it. In the end we took second position.',
];
/** Honest answers of the question, plain and polished: they name the stock, the count, the records. */
const EXCELLENT =
  'Last March our count showed 40 bags of flour short against the system. I froze issues on that line, recounted ' +
  'with the supervisor and pulled the goods received notes and the issue vouchers for the month. Two issues had ' +
  'been posted twice, and 20 bags had gone out on a delivery note nobody entered. I corrected the records, the ' +
  'gap came down to 4 bags, and since then we reconcile that line every week.';
const PLAIN =
  'I count again with my supervisor. Then I check the receiving papers and the issue papers one by one. One time ' +
  'I found a delivery note nobody entered, 20 bags. I fix the record and tell the manager.';

const input = (transcript: string) => storekeeperAnswer(QUESTION, transcript);

const read = (transcript: string) => readAnswer(transcript, questionContexts(input(transcript)).get(0)!);
const scoreOf = async (transcript: string) =>
  (await new SignalsEvaluator().evaluate(input(transcript))).answers!.find((a) => a.questionIndex === 0)!
    .score;

describe('a story that names nothing of its subject is related to it by its question alone (docs/scoring-rubric.md, local-signals@13)', () => {
  it('reads a story told instead of an answer as naming nothing of the question or the job', () => {
    for (const story of STORIES) expect(read(story).namesSubject, story).toBe(false);
  });

  it('lends such a story no relevance by the job’s words: it scores nearer the weak answer than the plain one', async () => {
    const weak = await scoreOf(WEAK);
    const plain = await scoreOf(PLAIN);
    for (const story of STORIES) expect(await scoreOf(story), story).toBeLessThan((weak + plain) / 2);
  });

  it('leaves honest answers, weak, plain and excellent, to name their subject and keep the job’s words', async () => {
    for (const honest of [WEAK, PLAIN, EXCELLENT]) expect(read(honest).namesSubject, honest).toBe(true);
    expect(await scoreOf(EXCELLENT)).toBeGreaterThanOrEqual(80);
    expect(await scoreOf(PLAIN)).toBeGreaterThan(await scoreOf(WEAK));
  });

  it('does not count the commonest words of the question ("how", "what", "time") as naming it', () => {
    expect(read('How? What time? I cannot say, I was not there.').namesSubject).toBe(false);
  });
});
