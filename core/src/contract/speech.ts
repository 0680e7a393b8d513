import { z } from 'zod';
import { INTERVIEW_LANGUAGE_CODES } from '../rules/interview-languages.js';

/** The longest question text anyone can make the server speak; questions are short. */
export const QUESTION_AUDIO_MAX_CHARACTERS = 1000;

/**
 * POST /api/generate-question-audio-stream (docs/behaviour/interview.md §4.7): the question text;
 * a requested voiceId is accepted but not used (one fixed voice, docs/behaviour/interview.md §9).
 */
export const questionAudioSchema = z.object({
  text: z
    .string({ error: 'Question text is required' })
    .trim()
    .min(1, { error: 'Question text is required' })
    .max(QUESTION_AUDIO_MAX_CHARACTERS, {
      error: `Question text is too long (at most ${QUESTION_AUDIO_MAX_CHARACTERS} characters)`,
    }),
  voiceId: z.string().max(100).optional(),
  /** The interview's language, spoken by its own voice (docs/behaviour/interview.md §22); default English. */
  language: z.enum(INTERVIEW_LANGUAGE_CODES, { error: 'Unknown interview language' }).optional(),
});
export type QuestionAudioRequest = z.output<typeof questionAudioSchema>;
