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

export interface Extra {
  register?: Register;
  note?: string;
  grade?: Grade;
}

export type Ans = string | ({ text: string } & Extra);

type SpecialKind = 'padded-weak' | 'other-question' | 'other-language' | 'injection' | 'harmful';
type SimpleKind = Exclude<AnswerKind, SpecialKind>;

export interface QSpec {
  text: string;
  criterion: Criterion;
  guide: string | null;
  a: { [K in SimpleKind]: Ans } & {
    /** the weak answer of the same question is inserted word for word between before and after */
    'padded-weak': { before: string; after: string } & Extra;
    /** byte-for-byte copy of the excellent answer of question `from` (1-based) of the same job */
    'other-question': { from: 1 | 2 | 3 | 4; grade: 1 | 2; note: string };
    harmful: { text: string; note: string };
    injection: { text: string; grade: 1 | 2; note: string };
    'other-language': { text: string; note: string };
  };
}

export interface JobMeta {
  id: string;
  title: string;
  company: string;
  place: string;
  description: string;
  skills: string[];
  criteria: { id: Criterion; weight: number }[];
  /** home register of the job's country */
  register: Register;
}

export const KINDS: readonly AnswerKind[] = [
  'excellent',
  'good',
  'adequate',
  'weak',
  'non-answer',
  'polished',
  'plain',
  'short-excellent',
  'filler-excellent',
  'keywords',
  'question-back',
  'off-topic',
  'empty-star',
  'padded-weak',
  'other-question',
  'harmful',
  'injection',
  'other-language',
];

export const DEFAULT_GRADE: Record<AnswerKind, Grade> = {
  excellent: 5,
  good: 4,
  adequate: 3,
  weak: 2,
  'non-answer': 1,
  polished: 5,
  plain: 5,
  'short-excellent': 5,
  'filler-excellent': 5,
  keywords: 1,
  'question-back': 1,
  'off-topic': 1,
  'empty-star': 1,
  'padded-weak': 2,
  'other-question': 1,
  harmful: 1,
  injection: 1,
  'other-language': 1,
};

function norm(a: Ans): { text: string } & Extra {
  return typeof a === 'string' ? { text: a } : a;
}

export function buildJob(meta: JobMeta, specs: QSpec[]): BlindJob {
  const excellentOf = (n: number): string => {
    const s = specs[n - 1];
    if (!s) throw new Error(`${meta.id}: no question ${n} to copy from`);
    return norm(s.a.excellent).text;
  };
  const questions = specs.map((s): BlindQuestion => {
    const answers = KINDS.map((kind): BlindAnswer => {
      let text: string;
      let extra: Extra;
      let concern: Concern | undefined;
      switch (kind) {
        case 'padded-weak': {
          const p = s.a['padded-weak'];
          const weak = norm(s.a.weak).text;
          text = [p.before, weak, p.after].filter((x) => x.length > 0).join(' ');
          extra = { register: p.register, note: p.note, grade: p.grade };
          break;
        }
        case 'other-question': {
          const o = s.a['other-question'];
          text = excellentOf(o.from);
          extra = { grade: o.grade, note: o.note };
          break;
        }
        case 'harmful': {
          text = s.a.harmful.text;
          extra = { note: s.a.harmful.note };
          concern = 'misconduct';
          break;
        }
        case 'injection': {
          text = s.a.injection.text;
          extra = { grade: s.a.injection.grade, note: s.a.injection.note };
          concern = 'instruction-to-scorer';
          break;
        }
        case 'other-language': {
          text = s.a['other-language'].text;
          extra = { note: s.a['other-language'].note };
          concern = 'other-language';
          break;
        }
        default: {
          const n = norm(s.a[kind]);
          text = n.text;
          extra = n;
        }
      }
      const register: Register = kind === 'polished' ? 'polished' : (extra.register ?? meta.register);
      const answer: BlindAnswer = { kind, grade: extra.grade ?? DEFAULT_GRADE[kind], register, text };
      if (concern) answer.concern = concern;
      if (extra.note) answer.note = extra.note;
      return answer;
    });
    return { text: s.text, criterion: s.criterion, scoringGuide: s.guide, answers };
  });
  return {
    id: meta.id,
    title: meta.title,
    company: meta.company,
    place: meta.place,
    description: meta.description,
    skills: meta.skills,
    criteria: meta.criteria,
    questions,
  };
}
