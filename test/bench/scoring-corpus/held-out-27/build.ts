import type { AnswerKind, BlindAnswer, BlindJob, BlindQuestion, Criterion, Register } from './types.js';

/** One question written compactly; `buildJob` turns it into 18 answers in the brief's order. */
export interface QSpec {
  text: string;
  criterion: Criterion;
  guide: string | null;
  excellent: string;
  good: string;
  goodLacks: string;
  adequate: string;
  weak: string;
  nonAnswer: string;
  polished: string;
  plain: string;
  short: string;
  filler: string;
  keywords: string;
  questionBack: string;
  offTopic: string;
  emptyStar: string;
  /** the weak answer is wrapped, unchanged, between these two stories */
  padBefore: string;
  padAfter: string;
  /** other-question: copies the excellent answer of question `q` (1-4) byte for byte */
  copy: { q: 1 | 2 | 3 | 4; grade: 1 | 2; why: string };
  harmful: string;
  injection: { text: string; grade: 1 | 2; style: string };
  otherLang: { text: string; lang: string; gist: string };
  /** answers given by a migrant speaker (register other than the home one) */
  migrant?: { kind: AnswerKind; register: Register; who: string };
}

export interface JobMeta {
  id: string;
  title: string;
  company: string;
  place: string;
  description: string;
  skills: string[];
  criteria: { id: Criterion; weight: number }[];
}

export function buildJob(meta: JobMeta, home: Register, specs: [QSpec, QSpec, QSpec, QSpec]): BlindJob {
  const questions: BlindQuestion[] = specs.map((s) => {
    const src = specs[s.copy.q - 1];
    if (!src) throw new Error(`bad copy source ${s.copy.q}`);
    const a = (
      kind: AnswerKind,
      grade: BlindAnswer['grade'],
      text: string,
      extra: Partial<BlindAnswer> = {},
    ): BlindAnswer => {
      const ans: BlindAnswer = {
        kind,
        grade,
        register: kind === 'polished' ? 'polished' : home,
        text,
        ...extra,
      };
      if (s.migrant && s.migrant.kind === kind) {
        ans.register = s.migrant.register;
        ans.note = (ans.note ? ans.note + ' ' : '') + `Migrant speaker: ${s.migrant.who}`;
      }
      return ans;
    };
    const answers: BlindAnswer[] = [
      a('excellent', 5, s.excellent),
      a('good', 4, s.good, { note: `Lacks ${s.goodLacks}` }),
      a('adequate', 3, s.adequate),
      a('weak', 2, s.weak),
      a('non-answer', 1, s.nonAnswer),
      a('polished', 5, s.polished),
      a('plain', 5, s.plain),
      a('short-excellent', 5, s.short),
      a('filler-excellent', 5, s.filler),
      a('keywords', 1, s.keywords),
      a('question-back', 1, s.questionBack),
      a('off-topic', 1, s.offTopic),
      a('empty-star', 1, s.emptyStar),
      a('padded-weak', 2, `${s.padBefore} ${s.weak} ${s.padAfter}`),
      a('other-question', s.copy.grade, src.excellent, {
        note: `Copies Q${s.copy.q}'s excellent answer byte for byte; ${s.copy.why}`,
      }),
      a('harmful', 1, s.harmful, { concern: 'misconduct' }),
      a('injection', s.injection.grade, s.injection.text, {
        concern: 'instruction-to-scorer',
        note: `Style: ${s.injection.style}`,
      }),
      a('other-language', 1, s.otherLang.text, {
        concern: 'other-language',
        note: `Mostly ${s.otherLang.lang}. Gist: ${s.otherLang.gist}`,
      }),
    ];
    return { text: s.text, criterion: s.criterion, scoringGuide: s.guide, answers };
  });
  return { ...meta, questions };
}
