import { CONDUCT_GUIDES } from './conduct.js';
import { roleQuestionGuide } from '../role-question-bank.js';
import { THINKING_GUIDES } from './thinking.js';

/**
 * The scoring guide of every question of the built-in bank (and of any other question set that
 * registers its guides here), keyed by the question's exact text. Kept apart from the questions so
 * the bank can grow without touching its guides' file, and a test holds them in step.
 */
export const QUESTION_GUIDES: Readonly<Record<string, string>> = { ...THINKING_GUIDES, ...CONDUCT_GUIDES };

/**
 * The guide of a built-in question (the general bank, or the role bank's profile and supervision
 * questions, which carry their own), or null for a question neither knows.
 */
export function guideFor(questionText: string): string | null {
  const text = questionText.trim();
  return QUESTION_GUIDES[text] ?? roleQuestionGuide(text) ?? null;
}

/** Every guided question with its guide: a sample of interview questions in general. */
export function guidedQuestions(): { question: string; guide: string }[] {
  return Object.entries(QUESTION_GUIDES).map(([question, guide]) => ({ question, guide }));
}
