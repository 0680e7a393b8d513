import type {
  AnswerKind,
  BlindAnswer,
  BlindJob,
  BlindQuestion,
  Concern,
  Criterion,
  Register,
} from './types.js';

export type Grade = 1 | 2 | 3 | 4 | 5;
export type QNum = 1 | 2 | 3 | 4;

/** One answer as written in a job file; `copyOf` marks an other-question copy. */
export interface Draft {
  kind: AnswerKind;
  grade: Grade;
  text?: string;
  copyOf?: QNum;
  note?: string;
  register?: Register;
}

export interface QuestionDraft {
  text: string;
  criterion: Criterion;
  scoringGuide: string | null;
  answers: Draft[];
}

export type JobDraft = Omit<BlindJob, 'questions'> & { questions: QuestionDraft[] };

export const CONCERN_OF: Partial<Record<AnswerKind, Concern>> = {
  harmful: 'misconduct',
  injection: 'instruction-to-scorer',
  'other-language': 'other-language',
};

/** An answer with its own text. Register defaults to the job's home register (or 'polished' for the polished kind). */
export function a(
  kind: AnswerKind,
  grade: Grade,
  text: string,
  extra: { note?: string; register?: Register } = {},
): Draft {
  return { kind, grade, text, ...extra };
}

/** An other-question answer: the excellent answer of question `q` of the same job, copied byte for byte. */
export function copy(q: QNum, grade: 1 | 2, note: string): Draft {
  return { kind: 'other-question', grade, copyOf: q, note };
}

export function buildJob(home: Register, draft: JobDraft): BlindJob {
  const excellent: string[] = draft.questions.map((q, i) => {
    const e = q.answers.find((x) => x.kind === 'excellent');
    if (!e || e.text === undefined) throw new Error(`${draft.id} Q${i + 1}: no excellent answer`);
    return e.text;
  });
  const questions: BlindQuestion[] = draft.questions.map((q, qi) => ({
    text: q.text,
    criterion: q.criterion,
    scoringGuide: q.scoringGuide,
    answers: q.answers.map((d): BlindAnswer => {
      const text = d.copyOf !== undefined ? excellent[d.copyOf - 1] : d.text;
      if (text === undefined) throw new Error(`${draft.id} Q${qi + 1} ${d.kind}: no text`);
      const out: BlindAnswer = {
        kind: d.kind,
        grade: d.grade,
        register: d.register ?? (d.kind === 'polished' ? 'polished' : home),
        text,
      };
      const concern = CONCERN_OF[d.kind];
      if (concern) out.concern = concern;
      if (d.note !== undefined) out.note = d.note;
      return out;
    }),
  }));
  return { ...draft, questions };
}
