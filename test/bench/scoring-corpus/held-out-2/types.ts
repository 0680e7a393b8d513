export type Criterion =
  | 'communication'
  | 'problem_solving'
  | 'motivation'
  | 'adaptability'
  | 'collaboration'
  | 'professionalism'
  | 'leadership'
  | 'technical_domain';
export type Register =
  'kenyan' | 'nigerian' | 'south-african' | 'namibian' | 'tanzanian' | 'ghanaian' | 'polished';
export type AnswerKind =
  | 'excellent'
  | 'good'
  | 'adequate'
  | 'weak'
  | 'non-answer'
  | 'polished'
  | 'plain'
  | 'keywords'
  | 'question-back'
  | 'off-topic'
  | 'empty-star'
  | 'padded-weak'
  | 'other-question'
  | 'harmful'
  | 'injection'
  | 'other-language'
  | 'short-excellent'
  | 'filler-excellent';
/** What a careful reviewer would want a human to look at. */
export type Concern = 'misconduct' | 'instruction-to-scorer' | 'other-language';
export interface BlindAnswer {
  kind: AnswerKind;
  grade: 1 | 2 | 3 | 4 | 5;
  register: Register;
  text: string;
  concern?: Concern;
  note?: string;
}
export interface BlindQuestion {
  text: string;
  criterion: Criterion;
  scoringGuide: string | null;
  answers: BlindAnswer[];
}
export interface BlindJob {
  id: string;
  title: string;
  company: string;
  place: string;
  description: string;
  skills: string[];
  criteria: { id: Criterion; weight: number }[];
  questions: BlindQuestion[];
}
