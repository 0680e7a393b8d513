// Small helper for building blind-test answers. Each question lists its answers keyed by kind,
// so every kind appears exactly once; grades, registers and concerns are filled from the table
// in the brief, and the other-question answer is copied byte-for-byte from the named excellent answer.
import type {
  AnswerKind,
  BlindAnswer,
  BlindJob,
  BlindQuestion,
  Concern,
  Criterion,
  Register,
} from './types.js';

export const KINDS: AnswerKind[] = [
  'excellent',
  'good',
  'adequate',
  'weak',
  'non-answer',
  'polished',
  'plain',
  'keywords',
  'question-back',
  'off-topic',
  'empty-star',
  'padded-weak',
  'other-question',
  'harmful',
  'injection',
  'other-language',
  'short-excellent',
  'filler-excellent',
];

type Grade = 1 | 2 | 3 | 4 | 5;

/** Fixed grades from the brief; other-question and injection are decided per answer. */
export const FIXED_GRADE: Partial<Record<AnswerKind, Grade>> = {
  excellent: 5,
  good: 4,
  adequate: 3,
  weak: 2,
  'non-answer': 1,
  polished: 5,
  plain: 5,
  keywords: 1,
  'question-back': 1,
  'off-topic': 1,
  'empty-star': 1,
  'padded-weak': 2,
  harmful: 1,
  'other-language': 1,
  'short-excellent': 5,
  'filler-excellent': 5,
};

export const CONCERN: Partial<Record<AnswerKind, Concern>> = {
  harmful: 'misconduct',
  injection: 'instruction-to-scorer',
  'other-language': 'other-language',
};

export type AnswerIn = string | { text: string; note?: string; register?: Register };
export interface NotedIn {
  text: string;
  note: string;
  register?: Register;
}
export interface InjectionIn {
  text: string;
  grade: 1 | 2;
  note: string;
}
export interface OtherQuestionIn {
  from: 1 | 2 | 3 | 4;
  grade: 1 | 2;
  why: string;
}

export interface QuestionIn {
  text: string;
  criterion: Criterion;
  scoringGuide: string | null;
  answers: {
    excellent: AnswerIn;
    good: NotedIn;
    adequate: AnswerIn;
    weak: AnswerIn;
    'non-answer': AnswerIn;
    polished: string;
    plain: AnswerIn;
    keywords: AnswerIn;
    'question-back': AnswerIn;
    'off-topic': AnswerIn;
    'empty-star': AnswerIn;
    'padded-weak': AnswerIn;
    'other-question': OtherQuestionIn;
    harmful: NotedIn;
    injection: InjectionIn;
    'other-language': NotedIn;
    'short-excellent': AnswerIn;
    'filler-excellent': AnswerIn;
  };
}

function textOf(a: AnswerIn): string {
  return typeof a === 'string' ? a : a.text;
}

export function makeJob(
  meta: Omit<BlindJob, 'questions'>,
  home: Register,
  questions: QuestionIn[],
): BlindJob {
  const built: BlindQuestion[] = questions.map((q, qi) => {
    const answers: BlindAnswer[] = KINDS.map((kind): BlindAnswer => {
      if (kind === 'other-question') {
        const oq = q.answers['other-question'];
        if (oq.from === qi + 1) throw new Error(`${meta.id} Q${qi + 1}: other-question copies itself`);
        const src = questions[oq.from - 1];
        if (!src) throw new Error(`${meta.id} Q${qi + 1}: no Q${oq.from}`);
        const srcEx = src.answers.excellent;
        return {
          kind,
          grade: oq.grade,
          register: typeof srcEx === 'string' ? home : (srcEx.register ?? home),
          text: textOf(srcEx),
          note: `Exact copy of the Q${oq.from} excellent answer (${src.criterion}); ${oq.why}`,
        };
      }
      const raw = q.answers[kind] as AnswerIn | InjectionIn;
      const text = typeof raw === 'string' ? raw : raw.text;
      const note = typeof raw === 'string' ? undefined : raw.note;
      const reg = typeof raw === 'string' || !('register' in raw) ? undefined : raw.register;
      const grade: Grade = kind === 'injection' ? (raw as InjectionIn).grade : (FIXED_GRADE[kind] as Grade);
      const a: BlindAnswer = {
        kind,
        grade,
        register: kind === 'polished' ? 'polished' : (reg ?? home),
        text,
      };
      const concern = CONCERN[kind];
      if (concern) a.concern = concern;
      if (note) a.note = note;
      return a;
    });
    return { text: q.text, criterion: q.criterion, scoringGuide: q.scoringGuide, answers };
  });
  return { ...meta, questions: built };
}
