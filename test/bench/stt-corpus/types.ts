export type Register =
  | 'kenyan'
  | 'nigerian'
  | 'south-african'
  | 'namibian'
  | 'tanzanian'
  | 'ghanaian'
  | 'ugandan'
  | 'zambian'
  | 'rwandan';
export interface SpokenAnswer {
  questionIndex: 0 | 1 | 2 | 3;
  register: Register;
  text: string;
}
export interface SpokenJob {
  id: string;
  title: string;
  company: string;
  place: string;
  description: string;
  skills: string[];
  questions: [string, string, string, string];
  answers: SpokenAnswer[];
}
