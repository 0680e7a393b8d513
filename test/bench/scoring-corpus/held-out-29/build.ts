import type {
  AnswerKind,
  BlindAnswer,
  BlindJob,
  BlindQuestion,
  Concern,
  Criterion,
  Register,
} from './types.js';

/** Options for one answer row. `copyOf` (1-4) copies that question's excellent answer byte for byte. */
export interface Opts {
  register?: Register;
  note?: string;
  copyOf?: 1 | 2 | 3 | 4;
}
export type Row = [AnswerKind, BlindAnswer['grade'], string, Opts?];
export interface QDraft {
  text: string;
  criterion: Criterion;
  scoringGuide: string | null;
  rows: Row[];
}

const CONCERN: Partial<Record<AnswerKind, Concern>> = {
  harmful: 'misconduct',
  injection: 'instruction-to-scorer',
  'other-language': 'other-language',
};

export function buildJob(home: Register, base: Omit<BlindJob, 'questions'>, drafts: QDraft[]): BlindJob {
  const excellent = drafts.map((d) => d.rows.find((r) => r[0] === 'excellent')?.[2] ?? '');
  const questions: BlindQuestion[] = drafts.map((d) => ({
    text: d.text,
    criterion: d.criterion,
    scoringGuide: d.scoringGuide,
    answers: d.rows.map(([kind, grade, text, o]) => {
      const answer: BlindAnswer = {
        kind,
        grade,
        register: o?.register ?? (kind === 'polished' ? 'polished' : home),
        text: o?.copyOf ? (excellent[o.copyOf - 1] ?? '') : text,
      };
      const concern = CONCERN[kind];
      if (concern) answer.concern = concern;
      if (o?.note) answer.note = o.note;
      return answer;
    }),
  }));
  return { ...base, questions };
}
