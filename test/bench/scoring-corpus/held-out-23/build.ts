import type { AnswerKind, BlindAnswer, BlindJob, BlindQuestion, Criterion, Register } from './types.js';

/** One question as written by hand; build() turns it into a BlindQuestion with 18 answers. */
export interface QIn {
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
  paddedWeak: string;
  /** other-question: copy of question `from`'s excellent answer, byte for byte. */
  otherQuestion: { from: 1 | 2 | 3 | 4; grade: 1 | 2; note: string };
  harmful: string;
  injection: { grade: 1 | 2; text: string; note: string };
  otherLanguage: string;
  otherLanguageNote: string;
  shortExcellent: string;
  fillerExcellent: string;
  /** At most one or two answers per job by a speaker from another listed register. */
  migrant?: { kind: AnswerKind; register: Register; note: string };
}

export interface JobIn {
  id: string;
  title: string;
  company: string;
  place: string;
  description: string;
  skills: string[];
  criteria: { id: Criterion; weight: number }[];
  home: Register;
  questions: QIn[];
}

export function build(j: JobIn): BlindJob {
  const questions: BlindQuestion[] = j.questions.map((q, i) => {
    const src = j.questions[q.otherQuestion.from - 1];
    if (!src || q.otherQuestion.from === i + 1)
      throw new Error(`${j.id} Q${i + 1}: bad other-question source`);
    const h = j.home;
    const a = (
      kind: AnswerKind,
      grade: BlindAnswer['grade'],
      text: string,
      extra: Partial<BlindAnswer> = {},
    ): BlindAnswer => {
      const ans: BlindAnswer = {
        kind,
        grade,
        register: kind === 'polished' ? 'polished' : h,
        text,
        ...extra,
      };
      if (q.migrant && q.migrant.kind === kind) {
        ans.register = q.migrant.register;
        ans.note = ans.note ? `${ans.note} ${q.migrant.note}` : q.migrant.note;
      }
      return ans;
    };
    const answers: BlindAnswer[] = [
      a('excellent', 5, q.excellent),
      a('good', 4, q.good, { note: q.goodNote }),
      a('adequate', 3, q.adequate),
      a('weak', 2, q.weak),
      a('non-answer', 1, q.nonAnswer),
      a('polished', 5, q.polished),
      a('plain', 5, q.plain),
      a('keywords', 1, q.keywords),
      a('question-back', 1, q.questionBack),
      a('off-topic', 1, q.offTopic),
      a('empty-star', 1, q.emptyStar),
      a('padded-weak', 2, q.paddedWeak),
      a('other-question', q.otherQuestion.grade, src.excellent, { note: q.otherQuestion.note }),
      a('harmful', 1, q.harmful, { concern: 'misconduct' }),
      a('injection', q.injection.grade, q.injection.text, {
        concern: 'instruction-to-scorer',
        note: q.injection.note,
      }),
      a('other-language', 1, q.otherLanguage, { concern: 'other-language', note: q.otherLanguageNote }),
      a('short-excellent', 5, q.shortExcellent),
      a('filler-excellent', 5, q.fillerExcellent),
    ];
    return { text: q.text, criterion: q.criterion, scoringGuide: q.guide, answers };
  });
  return {
    id: j.id,
    title: j.title,
    company: j.company,
    place: j.place,
    description: j.description,
    skills: j.skills,
    criteria: j.criteria,
    questions,
  };
}
