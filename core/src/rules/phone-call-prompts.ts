import { PHONE_CALL, type PromptName } from './phone-call-flow.js';

/** What a prompt may name: the job, and for the last words of an unfinished call the number and PIN. */
export interface PromptContext {
  jobTitle: string;
  companyName: string;
  questionCount: number;
  /** The number to call back, spoken digit by digit, or null when calls come only from Sauti. */
  callBackNumber: string | null;
  /** The interview's PIN, spoken digit by digit; '' when it is not known (only its digest is kept). */
  pin: string;
}

/** '+254 700' → '2, 5, 4, 7, 0, 0': a speech engine reads a long number as one amount otherwise. */
export function spokenDigits(text: string): string {
  return [...text.replace(/\D/g, '')].join(', ');
}

/**
 * The sentences of the phone interview, word for word (docs/behaviour/interview.md §20). Short,
 * common words, said slowly by the provider's voice: many candidates listen in a second language,
 * on a noisy line. The consent is the intake's, spoken, with the key press that records it.
 */
export function promptText(name: PromptName, context: PromptContext): string {
  const seconds = PHONE_CALL.answerSeconds;
  switch (name) {
    case 'greeting':
      return `Hello. This is Sauti, with your voice interview for ${context.jobTitle} at ${context.companyName}. There are ${context.questionCount} questions.`;
    case 'consent':
      return 'Your answers will be recorded, turned into text and scored automatically. A person makes every decision about your application. To agree, press 1. To end the call, press 2.';
    case 'declined':
      return 'You did not agree, so nothing was recorded. Goodbye.';
    case 'noConsent':
      return 'We did not hear a key press, so nothing was recorded. Goodbye.';
    case 'warmup':
      return 'First, a practice question. After the beep, say your full name, and tell us where you are joining from today. Then press the hash key.';
    case 'answerInstructions':
      return `Answer after the beep. You have up to ${seconds} seconds. Press the hash key to finish early.`;
    case 'recordAgain':
      return 'Record your answer again after the beep. Press the hash key to finish early.';
    case 'silence':
      return 'We did not hear anything. Let us try once more.';
    case 'confirm':
      return 'To keep this answer, press 1. To record it again, press 2.';
    case 'kept':
      return 'Your answer is saved.';
    case 'skipped':
      return 'We will come back to this question later.';
    case 'done':
      return 'Thank you. All your answers are saved. You will receive feedback within 24 to 48 hours. Goodbye.';
    case 'unanswered':
      return context.callBackNumber
        ? `Some questions have no answer yet. To answer them, call ${spokenDigits(context.callBackNumber)} and enter ${context.pin ? `your PIN, ${spokenDigits(context.pin)}` : 'the PIN from our text message'}. Goodbye.`
        : 'Some questions have no answer yet. Open your interview link again to be called back. Goodbye.';
  }
}

/** "Question 2 of 5." */
export function questionNumberText(index: number, questionCount: number): string {
  return `Question ${index + 1} of ${questionCount}.`;
}

/** The inbound call's first words and its PIN prompts (docs/behaviour/interview.md §20). */
export const PIN_PROMPTS = {
  ask: 'Welcome to Sauti. Please enter your interview PIN, then press the hash key.',
  again: 'We could not find that PIN. Please try again, then press the hash key.',
  refused: 'We could not find that PIN. Please check the message we sent you, and call again. Goodbye.',
  busy: 'Too many calls are coming in for this interview just now. Please call again in an hour. Goodbye.',
} as const;
