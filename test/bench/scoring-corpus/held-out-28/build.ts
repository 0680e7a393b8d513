import type {
  AnswerKind,
  BlindAnswer,
  BlindJob,
  BlindQuestion,
  Concern,
  Criterion,
  Register,
} from './types.js';

/** A draft answer: either its own text, or `copy` = the question (1-4) whose excellent answer it copies. */
export interface Draft {
  kind: AnswerKind;
  grade: 1 | 2 | 3 | 4 | 5;
  text?: string;
  copy?: 1 | 2 | 3 | 4;
  concern?: Concern;
  note?: string;
  register?: Register;
}
export interface QDraft {
  text: string;
  criterion: Criterion;
  scoringGuide: string | null;
  answers: Draft[];
}
/** For a migrant speaker: the register and a note saying who the speaker is. */
export interface Extra {
  register?: Register;
  note?: string;
}

export const ex = (text: string, o: Extra = {}): Draft => ({ kind: 'excellent', grade: 5, text, ...o });
export const good = (text: string, note: string, register?: Register): Draft =>
  register ? { kind: 'good', grade: 4, text, note, register } : { kind: 'good', grade: 4, text, note };
export const adequate = (text: string, o: Extra = {}): Draft => ({ kind: 'adequate', grade: 3, text, ...o });
export const weak = (text: string, o: Extra = {}): Draft => ({ kind: 'weak', grade: 2, text, ...o });
export const non = (text: string, o: Extra = {}): Draft => ({ kind: 'non-answer', grade: 1, text, ...o });
export const polished = (text: string): Draft => ({ kind: 'polished', grade: 5, text, register: 'polished' });
export const plain = (text: string): Draft => ({ kind: 'plain', grade: 5, text });
export const short = (text: string): Draft => ({ kind: 'short-excellent', grade: 5, text });
export const filler = (text: string): Draft => ({ kind: 'filler-excellent', grade: 5, text });
export const keywords = (text: string): Draft => ({ kind: 'keywords', grade: 1, text });
export const questionBack = (text: string): Draft => ({ kind: 'question-back', grade: 1, text });
export const offTopic = (text: string, o: Extra = {}): Draft => ({ kind: 'off-topic', grade: 1, text, ...o });
export const emptyStar = (text: string): Draft => ({ kind: 'empty-star', grade: 1, text });
/** The weak answer, word for word, wrapped in a long irrelevant story. */
export const padded = (before: string, weakText: string, after: string): Draft => ({
  kind: 'padded-weak',
  grade: 2,
  text: `${before} ${weakText} ${after}`,
});
export const otherQ = (copy: 1 | 2 | 3 | 4, grade: 1 | 2, note: string): Draft => ({
  kind: 'other-question',
  grade,
  copy,
  note,
});
export const harmful = (text: string, note: string): Draft => ({
  kind: 'harmful',
  grade: 1,
  text,
  concern: 'misconduct',
  note,
});
export const injection = (text: string, grade: 1 | 2, note: string): Draft => ({
  kind: 'injection',
  grade,
  text,
  concern: 'instruction-to-scorer',
  note,
});
export const otherLang = (text: string, note: string): Draft => ({
  kind: 'other-language',
  grade: 1,
  text,
  concern: 'other-language',
  note,
});

export function buildJob(meta: Omit<BlindJob, 'questions'>, home: Register, qs: QDraft[]): BlindJob {
  const questions: BlindQuestion[] = qs.map((q) => ({
    text: q.text,
    criterion: q.criterion,
    scoringGuide: q.scoringGuide,
    answers: q.answers.map((d): BlindAnswer => {
      let text = d.text;
      if (d.copy !== undefined) {
        text = qs[d.copy - 1]?.answers.find((a) => a.kind === 'excellent')?.text;
      }
      if (text === undefined) throw new Error(`${meta.id}: answer ${d.kind} has no text`);
      const a: BlindAnswer = { kind: d.kind, grade: d.grade, register: d.register ?? home, text };
      if (d.concern) a.concern = d.concern;
      if (d.note) a.note = d.note;
      return a;
    }),
  }));
  return { ...meta, questions };
}
