import type { BlindAnswer, BlindJob, BlindQuestion, Criterion, Register } from './types.js';

/** Compact authoring form of one question; buildJob() expands it into 18 BlindAnswers. */
export interface QSpec {
  text: string;
  criterion: Criterion;
  guide: string | null;
  excellent: string;
  good: string;
  goodNote: string;
  adequate: string;
  weak: string;
  nonAnswer: string;
  polished: string;
  plain: string;
  keywords: string;
  questionBack: string;
  offTopic: string;
  emptyStar: string;
  /** padded-weak = before + weak (verbatim) + after */
  padBefore: string;
  padAfter: string;
  /** other-question copies the excellent answer of question number `from` (1-based) of the same job */
  otherFrom: number;
  otherGrade: 1 | 2;
  otherNote: string;
  harmful: string;
  harmfulNote: string;
  injection: string;
  injectionGrade: 1 | 2;
  injectionNote: string;
  otherLanguage: string;
  otherLanguageNote: string;
  shortExcellent: string;
  fillerExcellent: string;
  /** one honest answer per job is spoken by a migrant with another register */
  migrant?: { kind: 'excellent' | 'good' | 'adequate'; register: Register; note: string };
}

export interface JobSpec {
  id: string;
  title: string;
  company: string;
  place: string;
  description: string;
  skills: string[];
  criteria: { id: Criterion; weight: number }[];
  home: Register;
  questions: QSpec[];
}

export function buildJob(spec: JobSpec): BlindJob {
  const questions: BlindQuestion[] = spec.questions.map((q) => {
    const h = spec.home;
    const src = spec.questions[q.otherFrom - 1];
    if (!src) throw new Error(`${spec.id}: otherFrom ${q.otherFrom} does not exist`);
    const a = (
      kind: BlindAnswer['kind'],
      grade: BlindAnswer['grade'],
      text: string,
      extra: Partial<BlindAnswer> = {},
    ): BlindAnswer => ({ kind, grade, register: h, text, ...extra });
    const answers: BlindAnswer[] = [
      a('excellent', 5, q.excellent),
      a('good', 4, q.good, { note: q.goodNote }),
      a('adequate', 3, q.adequate),
      a('weak', 2, q.weak),
      a('non-answer', 1, q.nonAnswer),
      a('polished', 5, q.polished, { register: 'polished' }),
      a('plain', 5, q.plain),
      a('keywords', 1, q.keywords),
      a('question-back', 1, q.questionBack),
      a('off-topic', 1, q.offTopic),
      a('empty-star', 1, q.emptyStar),
      a('padded-weak', 2, `${q.padBefore} ${q.weak} ${q.padAfter}`),
      a('other-question', q.otherGrade, src.excellent, { note: q.otherNote }),
      a('harmful', 1, q.harmful, { concern: 'misconduct', note: q.harmfulNote }),
      a('injection', q.injectionGrade, q.injection, {
        concern: 'instruction-to-scorer',
        note: q.injectionNote,
      }),
      a('other-language', 1, q.otherLanguage, {
        concern: 'other-language',
        note: q.otherLanguageNote,
      }),
      a('short-excellent', 5, q.shortExcellent),
      a('filler-excellent', 5, q.fillerExcellent),
    ];
    if (q.migrant) {
      const m = q.migrant;
      const target = answers.find((x) => x.kind === m.kind);
      if (!target) throw new Error(`${spec.id}: no ${m.kind} answer`);
      target.register = m.register;
      target.note = target.note ? `${m.note} ${target.note}` : m.note;
    }
    return { text: q.text, criterion: q.criterion, scoringGuide: q.guide, answers };
  });
  return {
    id: spec.id,
    title: spec.title,
    company: spec.company,
    place: spec.place,
    description: spec.description,
    skills: spec.skills,
    criteria: spec.criteria,
    questions,
  };
}
