import type { AnswerKind, BlindAnswer, BlindJob, Concern, Criterion, Register } from './types.js';

/** A placeholder for an other-question answer: the text is copied from another question's excellent answer. */
export interface CopyRef {
  copyOf: 1 | 2 | 3 | 4;
  grade: 1 | 2;
  note: string;
}
export type Draft = BlindAnswer | CopyRef;
export interface QDraft {
  text: string;
  criterion: Criterion;
  scoringGuide: string | null;
  answers: Draft[];
}
export interface JobDraft extends Omit<BlindJob, 'questions'> {
  questions: QDraft[];
}

/** The three kinds that always carry a concern; every other kind carries none. */
const KIND_CONCERN: Partial<Record<AnswerKind, Concern>> = {
  harmful: 'misconduct',
  injection: 'instruction-to-scorer',
  'other-language': 'other-language',
};

export function a(
  kind: AnswerKind,
  grade: BlindAnswer['grade'],
  register: Register,
  text: string,
  extra: { concern?: Concern; note?: string } = {},
): BlindAnswer {
  const out: BlindAnswer = { kind, grade, register, text };
  const concern = extra.concern ?? KIND_CONCERN[kind];
  if (concern) out.concern = concern;
  if (extra.note) out.note = extra.note;
  return out;
}

export function copy(copyOf: 1 | 2 | 3 | 4, grade: 1 | 2, note: string): CopyRef {
  return { copyOf, grade, note };
}

function isCopy(d: Draft): d is CopyRef {
  return (d as CopyRef).copyOf !== undefined;
}

export function buildJob(d: JobDraft): BlindJob {
  const excellent = d.questions.map((q) => {
    const ex = q.answers.find((x) => !isCopy(x) && x.kind === 'excellent');
    if (!ex || isCopy(ex)) throw new Error(`${d.id}: a question has no excellent answer`);
    return ex;
  });
  return {
    ...d,
    questions: d.questions.map((q) => ({
      ...q,
      answers: q.answers.map((x): BlindAnswer => {
        if (!isCopy(x)) return x;
        const src = excellent[x.copyOf - 1];
        // Added on copying in: the repository compiles with noUncheckedIndexedAccess.
        if (!src) throw new Error(`no excellent answer of question ${x.copyOf} to copy`);
        return {
          kind: 'other-question',
          grade: x.grade,
          register: src.register,
          text: src.text,
          note: x.note,
        };
      }),
    })),
  };
}
