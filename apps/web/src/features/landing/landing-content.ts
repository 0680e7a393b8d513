import { ANSWER_TIME } from '@sauti/core/rules/interview';

/** The external demo-booking page; opens in a new tab (docs/behaviour/platform.md §1). */
export const BOOK_DEMO_URL = 'https://calendly.com/sauti/demo';

/** The marketing claims of docs/behaviour/platform.md §1, in one place so every section says the same. */
export const CLAIMS = {
  hoursSavedPerWeek: '20+',
  parallelCandidates: '200+',
  interviewMinutes: '15-20',
  questions: 7,
  answerSeconds: ANSWER_TIME.rangeSeconds,
  recommendedSeconds: ANSWER_TIME.recommendedSeconds,
  timeLimitSeconds: ANSWER_TIME.limitSeconds,
} as const;

/** The FAQ accordion: six questions (docs/behaviour/platform.md §2.2). */
export const FAQ = [
  {
    question: 'Do candidates need to install an app or turn on video?',
    answer:
      'No. Candidates open a link in the browser on any device with a microphone. Interviews are voice-only, so there is no app to install and no video.',
  },
  {
    question: 'How long does an interview take?',
    answer: `About ${CLAIMS.interviewMinutes} minutes: ${CLAIMS.questions} questions with ${CLAIMS.answerSeconds} seconds to answer each (${CLAIMS.recommendedSeconds} recommended), plus a practice question to test the microphone first.`,
  },
  {
    question: 'How are answers scored?',
    answer:
      "Each answer is transcribed and scored out of 100 against the role and its criteria, by Sauti's built-in scoring or by a language model you connect. You get the recording, the transcript and the scores, and each score says which one made it.",
  },
  {
    question: 'Does it work on slow connections?',
    answer:
      'Yes. The interview is built for low bandwidth: it is light to load, candidates can pause and resume, and recordings are uploaded in small pieces.',
  },
  {
    question: 'Which languages are supported?',
    answer:
      'Those listed under "Interview languages" on this page, each with what it gets here: spoken questions, transcripts and scores where a speech recogniser and a scorer serve the language, or recordings scored by your team where none does. Oshiwambo is always offered, recorded and scored by your team.',
  },
  {
    question: 'How do we get access?',
    answer:
      'Sauti is in early access. Book a demo and we will set up your team with a work email account for each recruiter.',
  },
] as const;
