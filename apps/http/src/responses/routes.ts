import Router from '@koa/router';
import type { StoredResponse } from '@sauti/core/domain/candidate-response';
import type { AppContainer } from '@sauti/adapters/container/container';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { SPEECH_IN } from '@sauti/adapters/container/speech-module';
import {
  NO_STT_FOR_LANGUAGE_MESSAGE,
  NO_STT_MESSAGE,
  TRANSCRIBE_MAX_BYTES,
} from '@sauti/core/use-cases/transcription/transcribe-clip';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { AUDIO_MAX_BYTES, UPLOAD_MESSAGES } from '@sauti/core/use-cases/interview/limits';
import { submitEnrollmentSchema, submitResponseSchema } from '@sauti/core/contract/interview';
import { requestAddressKey } from '../auth/address-key.js';
import { presentedTokens } from '../sessions/candidate-credential.js';
import { hidingProviderDetail } from '../errors/provider-detail.js';
import { valid } from '../middleware/validate.js';
import { formFields, formFile, multipart } from '../uploads/multipart.js';

/** What a candidate is told when the recogniser fails on their clip (the detail goes to the log). */
export const TRANSCRIBE_FAILED_MESSAGE =
  'Speech-to-text could not transcribe this clip right now. Your answers are saved and transcribed later.';

/** One recording and the few text fields that name it. */
const AUDIO_LIMITS = {
  maxFileSize: AUDIO_MAX_BYTES,
  maxFiles: 1,
  maxFields: 10,
  maxFieldsSize: 64 * 1024,
  tooLargeMessage: UPLOAD_MESSAGES.audioSize,
};

function presentResponse({ response, created }: StoredResponse) {
  return {
    id: response.id,
    sessionId: response.sessionId,
    questionId: response.questionId,
    questionIndex: response.questionIndex,
    questionText: response.questionText,
    audioFilePath: response.audioFilePath,
    duration: response.duration,
    createdAt: response.createdAt.toISOString(),
    created,
  };
}

/** The candidate's uploads: answers (idempotent per question) and the voice warm-up. */
export function responseRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/responses', multipart(AUDIO_LIMITS), async (ctx) => {
    // The file's part is read before the fields are checked, as it always was.
    const audio = await formFile(ctx, 'audio');
    const fields = valid(submitResponseSchema, formFields(ctx));
    const stored = await app.get(INTERVIEW.SubmitResponse).execute({
      fields,
      audio,
      tokens: presentedTokens(ctx, fields.sessionId),
      addressKey: requestAddressKey(ctx),
    });
    ctx.status = stored.created ? 201 : 200;
    ctx.body = presentResponse(stored);
  });

  router.post('/enrollment', multipart(AUDIO_LIMITS), async (ctx) => {
    const audio = await formFile(ctx, 'audio');
    const fields = valid(submitEnrollmentSchema, formFields(ctx));
    const session = await app.get(INTERVIEW.SubmitEnrollment).execute({
      fields,
      audio,
      tokens: presentedTokens(ctx, fields.sessionId),
      addressKey: requestAddressKey(ctx),
    });
    ctx.body = { sessionId: session.id, enrollmentRecordingUrl: session.enrollmentRecordingUrl };
  });

  // One clip transcribed now, for the session's own candidate (answers go through the queue).
  router.post(
    '/transcribe',
    multipart({
      ...AUDIO_LIMITS,
      maxFileSize: TRANSCRIBE_MAX_BYTES,
      tooLargeMessage: 'The clip is too large (the limit is 5 MB).',
    }),
    async (ctx) => {
      const fields = formFields(ctx);
      const sessionId = typeof fields.sessionId === 'string' ? fields.sessionId : '';
      const audio = await formFile(ctx, 'audio');
      const transcript = await hidingProviderDetail(
        () =>
          app.get(SPEECH_IN.TranscribeClip).execute({
            sessionId,
            tokens: presentedTokens(ctx, sessionId),
            audio,
            addressKey: requestAddressKey(ctx),
          }),
        app.get(TOKENS.Logger),
        TRANSCRIBE_FAILED_MESSAGE,
        [NO_STT_MESSAGE, NO_STT_FOR_LANGUAGE_MESSAGE],
      );
      ctx.body = { text: transcript.text, confidence: transcript.confidence };
    },
  );

  return router;
}
