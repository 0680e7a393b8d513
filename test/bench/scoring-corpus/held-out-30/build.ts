import type { AnswerKind, BlindAnswer, BlindJob, Concern, Criterion, Register } from './types.js';

export type Grade = 1 | 2 | 3 | 4 | 5;
export type QNum = 1 | 2 | 3 | 4;

export interface Extra {
  register?: Register;
  concern?: Concern;
  note?: string;
}

export interface Draft {
  kind: AnswerKind;
  grade: Grade;
  text: string;
  extra: Extra;
}

/** An other-question answer: filled in with another question's excellent text, byte for byte. */
export interface CopyDraft {
  kind: 'other-question';
  grade: 1 | 2;
  copyOf: QNum;
  note: string;
}

export type AnyDraft = Draft | CopyDraft;

export interface QDraft {
  text: string;
  criterion: Criterion;
  scoringGuide: string | null;
  answers: AnyDraft[];
}

export interface JobDraft {
  id: string;
  title: string;
  company: string;
  place: string;
  description: string;
  skills: string[];
  criteria: { id: Criterion; weight: number }[];
  home: Register;
  questions: QDraft[];
}

export function a(kind: AnswerKind, grade: Grade, text: string, extra: Extra = {}): Draft {
  return { kind, grade, text, extra };
}

export function copy(copyOf: QNum, grade: 1 | 2, note: string): CopyDraft {
  return { kind: 'other-question', grade, copyOf, note };
}

function isCopy(d: AnyDraft): d is CopyDraft {
  return 'copyOf' in d;
}

export function makeJob(d: JobDraft): BlindJob {
  const excellent: BlindAnswer[] = d.questions.map((q, i) => {
    const e = q.answers.find((x): x is Draft => !isCopy(x) && x.kind === 'excellent');
    if (!e) throw new Error(`${d.id} Q${i + 1}: no excellent answer to copy from`);
    return { kind: e.kind, grade: e.grade, register: e.extra.register ?? d.home, text: e.text };
  });
  return {
    id: d.id,
    title: d.title,
    company: d.company,
    place: d.place,
    description: d.description,
    skills: d.skills,
    criteria: d.criteria,
    questions: d.questions.map((q) => ({
      text: q.text,
      criterion: q.criterion,
      scoringGuide: q.scoringGuide,
      answers: q.answers.map((x): BlindAnswer => {
        if (isCopy(x)) {
          const src = excellent[x.copyOf - 1];
          if (!src) throw new Error(`${d.id}: no question Q${x.copyOf}`);
          return {
            kind: 'other-question',
            grade: x.grade,
            register: src.register,
            text: src.text,
            note: x.note,
          };
        }
        const out: BlindAnswer = {
          kind: x.kind,
          grade: x.grade,
          register: x.extra.register ?? d.home,
          text: x.text,
        };
        if (x.extra.concern) out.concern = x.extra.concern;
        if (x.extra.note) out.note = x.extra.note;
        return out;
      }),
    })),
  };
}
