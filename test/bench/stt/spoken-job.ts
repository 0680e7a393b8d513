/** A job as HR entered it, with answers spoken to its questions: what the recogniser benchmark reads. */
export interface SpokenJob {
  id: string;
  title: string;
  companyName: string;
  location: string;
  description: string;
  skills: string[];
  questions: { text: string; scoringGuide?: string }[];
  answers: { questionIndex: number; text: string }[];
}
