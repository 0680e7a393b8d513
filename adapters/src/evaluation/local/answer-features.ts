import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { contentStems, stem, termsIn, tokens } from './text.js';
import { EXAMPLE_CUES, NUMBER_WORDS, STOPWORDS, STRUCTURE_CUES } from './vocabulary.js';

/** One answer with a usable transcript and what was measured in it. */
export interface MeasuredAnswer {
  questionIndex: number;
  transcript: string;
  words: number;
  durationSeconds: number | null;
  examples: string[];
  figures: number;
  structureCues: string[];
  /** Words of the answer shared with the job's title, description and skills, by stem. */
  jobWords: Map<string, string>;
}

/** The job's vocabulary: stems of its title, description and skills. */
export function jobStemsOf(job: EvaluationInput['job']): Set<string> {
  return contentStems([job.title, job.description, ...job.skills].join(' '));
}

/** Measures one transcript: length, examples, figures, structure cues and job words. */
export function measureAnswer(
  answer: { questionIndex: number; transcript: string; durationSeconds: number | null },
  jobStems: ReadonlySet<string>,
): MeasuredAnswer {
  const words = tokens(answer.transcript);
  const numberWords = new Set(NUMBER_WORDS);
  return {
    questionIndex: answer.questionIndex,
    transcript: answer.transcript,
    words: words.length,
    durationSeconds: answer.durationSeconds,
    examples: termsIn(answer.transcript, EXAMPLE_CUES),
    figures: words.filter((w) => /\d/.test(w) || numberWords.has(w)).length,
    structureCues: termsIn(answer.transcript, STRUCTURE_CUES),
    jobWords: new Map(
      words
        .filter((w) => w.length >= 4 && !STOPWORDS.has(w) && jobStems.has(stem(w)))
        .reverse()
        .map((w) => [stem(w), w]),
    ),
  };
}

/** The usable answers of an input, measured (answers without a transcript are left out). */
export function measureAnswers(input: EvaluationInput): MeasuredAnswer[] {
  const jobStems = jobStemsOf(input.job);
  return input.answers.flatMap((a) =>
    a.transcript === null || a.transcript.trim() === ''
      ? []
      : [
          measureAnswer(
            { questionIndex: a.questionIndex, transcript: a.transcript, durationSeconds: a.durationSeconds },
            jobStems,
          ),
        ],
  );
}

/** Words a minute over the answers whose duration is known, or null when none is. */
export function wordsPerMinute(answers: readonly MeasuredAnswer[]): number | null {
  const timed = answers.filter((a) => a.durationSeconds !== null && a.durationSeconds > 0);
  const seconds = timed.reduce((sum, a) => sum + (a.durationSeconds ?? 0), 0);
  return seconds > 0 ? timed.reduce((sum, a) => sum + a.words, 0) / (seconds / 60) : null;
}
