import { counted } from '@sauti/core/rules/counted';
import type {
  AnswerAssessment,
  AnswerConcern,
  EvaluationInput,
  Evaluator,
  EvaluatorOutput,
} from '@sauti/core/ports/evaluator';
import { answerFeedback } from './answer-feedback.js';
import { gradeAnswer, type AnswerGrade } from './answer-grade.js';
import { readAnswer, readingsWithoutStory, type AnswerReading } from './answer-reading.js';
import { calibrationOf, isDiscounted, isEmpty, meaningOf, MIN_ANCHORS } from './anchors.js';
import { concernsOf } from './concerns.js';
import { assessCriteria } from './criteria.js';
import { withMisconductAcrossInterview } from './interview-misconduct.js';
import { questionContexts, type QuestionContext } from './question-context.js';

/** The version stored with every evaluation this evaluator makes. */
export const SIGNALS_EVALUATOR_VERSION = 'local-signals@27';

/**
 * How an answer's reading and graded signals become its score: the grade's own score here; the
 * benchmark measures other combinations through the same pipeline (test/bench/scoring-corpus/learned).
 */
export type ScoreOf = (reading: AnswerReading, grade: AnswerGrade) => number;

const gradeScore: ScoreOf = (_, grade) => grade.score;

/** Two answers sharing this share of their own words are the same answer told twice. */
const REPEAT_SIMILARITY = 0.7;

/** One answer as read and scored. */
export interface AnswerVerdict {
  questionIndex: number;
  transcript: string;
  reading: AnswerReading;
  grade: AnswerGrade;
  /** The score after calibration to the team's ratings, when the question has enough of them. */
  score: number;
  concerns: AnswerConcern[];
  repeats: number | null;
}

/** Rated answers as read, per question context (the same anchors come with every interview of a job). */
const anchorReadings = new WeakMap<
  QuestionContext,
  Map<string, { reading: AnswerReading; meaning: Float32Array | null }>
>();

/**
 * The reading an answer is scored by, its grade and score: the lowest of the answer as told and the
 * answer without each private-life story told beside it, read near and far (private-story.ts; the
 * story lends the thin answer beside it no words, acts or figures, and never lifts it by ceasing to
 * cost as padding).
 */
function scoredReading(context: QuestionContext, reading: AnswerReading, scoreOf: ScoreOf) {
  const grade = gradeAnswer(reading);
  const score = scoreOf(reading, grade);
  let scored = { reading, grade, score, told: score };
  for (const bare of readingsWithoutStory(reading, context)) {
    const bareGrade = gradeAnswer(bare);
    const bareScore = scoreOf(bare, bareGrade);
    if (bareScore < scored.score) scored = { reading: bare, grade: bareGrade, score: bareScore, told: score };
  }
  return scored;
}

function readAnchor(context: QuestionContext, transcript: string, scoreOf: ScoreOf) {
  let known = anchorReadings.get(context);
  if (!known) anchorReadings.set(context, (known = new Map()));
  let read = known.get(transcript);
  if (!read) {
    const reading = readAnswer(transcript, context);
    read = { reading, meaning: meaningOf(reading) };
    known.set(transcript, read);
  }
  return { score: scoreOf(read.reading, gradeAnswer(read.reading)), meaning: read.meaning };
}

const jaccard = (a: ReadonlySet<string>, b: ReadonlySet<string>) => {
  const union = new Set([...a, ...b]).size;
  return union === 0 ? 0 : [...a].filter((x) => b.has(x)).length / union;
};

/** A context for an answer to a question the job does not list: read from the question it heard. */
function contextFor(
  contexts: Map<number, QuestionContext>,
  input: EvaluationInput,
  index: number,
  text: string,
) {
  return (
    contexts.get(index) ??
    questionContexts({
      ...input,
      job: { ...input.job, questions: [{ index, text, pillarId: null, scoringGuide: null }] },
    }).get(index)!
  );
}

/**
 * The built-in evaluator, with no language model and no network (docs/scoring-rubric.md): each
 * answer is read against its own question by general signals (relevance by meaning, with word
 * vectors; specificity; the scoring guide) after fillers and false starts are taken out; what it
 * cannot judge (misconduct, an instruction to the scorer, another language, an unsure transcript)
 * is a concern for a person and gets no score; a question with five or more answers rated by the
 * team is scored against them. Deterministic: the same input always gives the same output.
 */
export class SignalsEvaluator implements Evaluator {
  readonly version = SIGNALS_EVALUATOR_VERSION;
  /** It reads English only: another language is never given to it (docs/behaviour/interview.md §22). */
  readonly languages = ['en'] as const;

  constructor(private readonly scoreOf: ScoreOf = gradeScore) {}

  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    const verdicts = withMisconductAcrossInterview(this.read(input));
    const scored = verdicts.filter((v) => v.concerns.length === 0);
    const contexts = questionContexts(input);
    const answers: AnswerAssessment[] = scored.map((v) => ({
      questionIndex: v.questionIndex,
      score: v.score,
      feedback: answerFeedback(v.grade, v.reading, contexts.get(v.questionIndex), v.repeats),
    }));
    const concerns = verdicts.flatMap((v) => v.concerns);
    const criteria = assessCriteria(input, scored, answers);
    const mean = answers.length ? answers.reduce((s, a) => s + a.score, 0) / answers.length : 0;
    const legacyOf = (id: string) =>
      Math.round(criteria.find((c) => c.criterionId === id)?.score ?? mean) / 10;
    const label = (id: string) => input.job.criteria.find((c) => c.id === id)?.label ?? id;
    const strong = answers.filter((a) => a.score >= 70).length;
    const weak = answers.filter((a) => a.score < 40).length;
    return {
      criteria,
      answers,
      concerns,
      strengths: criteria
        .filter((c) => c.score >= 70)
        .map((c) => `${label(c.criterionId)}: specific, relevant answers (${c.score}%)`),
      weaknesses: criteria
        .filter((c) => c.score < 70)
        .map((c) => `${label(c.criterionId)} is below the bar (${c.score}%)`),
      summary:
        `Built-in scoring read ${verdicts.length} of ${counted(input.answers.length, 'answer')} against their own questions: ` +
        `${strong} strong, ${answers.length - strong - weak} partial, ${weak} weak` +
        (concerns.length ? `, ${concerns.length} held for a human listen.` : '.'),
      feedback: this.feedback(scored, concerns),
      legacy: {
        communicationSkills: legacyOf('communication'),
        problemSolving: legacyOf('problem_solving'),
        motivation: legacyOf('motivation'),
      },
    };
  }

  /** Every answer with a transcript read, scored, calibrated and checked for concerns. */
  read(input: EvaluationInput): AnswerVerdict[] {
    const contexts = questionContexts(input);
    const calibrations = new Map(
      input.job.questions.flatMap((q) => {
        const anchors = (q.anchors ?? []).filter((a) => a.transcript.trim() !== '');
        if (anchors.length < MIN_ANCHORS) return [];
        const context = contexts.get(q.index)!;
        const read = anchors.map((a) => ({
          ...readAnchor(context, a.transcript, this.scoreOf),
          rating: a.rating,
        }));
        const calibrate = calibrationOf(read);
        return calibrate ? [[q.index, calibrate] as const] : [];
      }),
    );
    const first = input.answers
      .filter((a) => a.transcript !== null && a.transcript.trim() !== '')
      .map((answer) => {
        const transcript = answer.transcript!;
        const context = contextFor(contexts, input, answer.questionIndex, answer.questionText);
        const reading = readAnswer(transcript, context);
        const scored = scoredReading(context, reading, this.scoreOf);
        const { grade, score } = scored;
        const told = scored.reading === reading ? grade : gradeAnswer(reading);
        const calibrate = calibrations.get(answer.questionIndex);
        return {
          questionIndex: answer.questionIndex,
          transcript,
          reading,
          grade,
          // With the team's rated answers the answer is placed as told: they place a padded answer
          // by how near it is to them (anchors.ts), and its thin part alone scored under every rated
          // answer would be held at the lowest rating.
          score: calibrate
            ? calibrate({
                score: scored.told,
                meaning: meaningOf(reading),
                discounted: isDiscounted(told),
                empty: isEmpty(told),
              })
            : score,
          concerns: concernsOf(
            answer.questionIndex,
            transcript,
            reading,
            answer.transcriptConfidence,
            context.echo,
          ),
          repeats: null as number | null,
        };
      });
    // An answer told again under another question counts once: the better-scoring copy keeps it.
    return first.map((v, i) => {
      const original = first.findIndex(
        (o, j) =>
          j !== i &&
          jaccard(o.reading.novel, v.reading.novel) >= REPEAT_SIMILARITY &&
          (o.score > v.score || (o.score === v.score && j < i)),
      );
      if (original === -1) return v;
      return { ...v, repeats: first[original]!.questionIndex, score: Math.min(v.score, 10) };
    });
  }

  private feedback(scored: readonly AnswerVerdict[], concerns: readonly AnswerConcern[]): string {
    const lines: string[] = [];
    if (concerns.length) {
      const questions = [...new Set(concerns.map((c) => c.questionIndex + 1))];
      lines.push(
        `Listen to question${questions.length > 1 ? 's' : ''} ${questions.join(', ')} before deciding.`,
      );
    }
    const general = scored.filter(
      (v) => v.reading.actions.size + v.reading.details.size === 0 && v.score < 60,
    );
    if (general.length) {
      lines.push(
        `${counted(general.length, 'answer')} ${general.length === 1 ? 'stays' : 'stay'} general without a concrete example: a follow-up question could draw one out.`,
      );
    }
    if (scored.length === 0 && concerns.length === 0) return 'No answer could be read.';
    return lines.length ? lines.join(' ') : 'The answers are specific and on the questions asked.';
  }
}
