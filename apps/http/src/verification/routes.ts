import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { VERIFICATION } from '@sauti/adapters/container/verification-module';
import {
  decideVerificationSchema,
  verificationSessionSchema,
  type IdentityUploadAnswer,
} from '@sauti/core/contract/verification';
import {
  PHOTO_MAX_BYTES,
  VERIFICATION_MESSAGES,
  VIDEO_MAX_BYTES,
} from '@sauti/core/use-cases/verification/limits';
import { requestAddressKey } from '../auth/address-key.js';
import { findCurrentUser, requireActor } from '../auth/current-user.js';
import { valid, validBody, validParam, validQuery } from '../middleware/validate.js';
import { reviewSessionIdParam } from '@sauti/core/contract/review';
import { SESSION_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/interview/session-access';
import { presentedTokens } from '../sessions/candidate-credential.js';
import { formFields, formFile, multipart, type MultipartLimits } from '../uploads/multipart.js';
import { presentVerification } from './present-verification.js';
import { sendMedia } from '../media/send-media.js';

/** One identity file and the session id: nothing else belongs in these forms. */
const uploadLimits = (maxFileSize: number, tooLargeMessage: string): MultipartLimits => ({
  maxFileSize,
  maxFiles: 1,
  maxFields: 5,
  maxFieldsSize: 4 * 1024,
  tooLargeMessage,
});

/**
 * The identity check (docs/behaviour/interview.md §4.4, §4.5, §7): the candidate's phrase, uploads and status poll
 * (by the session's credential), HR's decision and media reads, and HR's voice score.
 */
export function verificationRoutes(app: AppContainer): Router {
  const router = new Router();

  router.post('/api/verification/phrase', async (ctx) => {
    const input = validBody(ctx, verificationSessionSchema);
    ctx.body = await app.get(VERIFICATION.IssuePhrase).execute(input, presentedTokens(ctx, input.sessionId));
  });

  router.post(
    '/api/verification/upload',
    multipart(uploadLimits(VIDEO_MAX_BYTES, VERIFICATION_MESSAGES.videoTooLarge)),
    async (ctx) => {
      const file = await formFile(ctx, 'video');
      const fields = valid(verificationSessionSchema, formFields(ctx));
      const session = await app.get(VERIFICATION.UploadVideo).execute({
        fields,
        file,
        tokens: presentedTokens(ctx, fields.sessionId),
        addressKey: requestAddressKey(ctx),
      });
      ctx.body = { ok: true, status: session.verificationStatus } satisfies IdentityUploadAnswer;
    },
  );

  router.post(
    '/api/verification/photo-upload',
    multipart(uploadLimits(PHOTO_MAX_BYTES, VERIFICATION_MESSAGES.photoTooLarge)),
    async (ctx) => {
      const file = await formFile(ctx, 'photo');
      const fields = valid(verificationSessionSchema, formFields(ctx));
      const session = await app.get(VERIFICATION.UploadPhoto).execute({
        fields,
        file,
        tokens: presentedTokens(ctx, fields.sessionId),
        addressKey: requestAddressKey(ctx),
      });
      ctx.body = { ok: true, status: session.verificationStatus } satisfies IdentityUploadAnswer;
    },
  );

  router.get('/api/verification/status', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const input = validQuery(ctx, verificationSessionSchema);
    ctx.body = await app.get(VERIFICATION.Status).execute(input, presentedTokens(ctx, input.sessionId));
  });

  router.post('/api/verification/admin/update', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const session = await app
      .get(VERIFICATION.Decide)
      .execute(actor, validBody(ctx, decideVerificationSchema));
    ctx.body = presentVerification(session);
  });

  router.get('/api/verification/*path', async (ctx) => {
    const path = typeof ctx.params.path === 'string' ? ctx.params.path : '';
    const sessionId = path.split('/')[0] ?? '';
    const current = await findCurrentUser(ctx, app);
    const media = app.get(VERIFICATION.Media);
    const file = await media.find(
      { candidateTokens: presentedTokens(ctx, sessionId), actor: current?.actor ?? null },
      path,
    );
    await sendMedia(ctx, file, (f, range) => media.open(f, range));
  });

  router.get('/api/hr/voice-verification/:sessionId', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const sessionId = validParam(ctx, 'sessionId', reviewSessionIdParam, SESSION_NOT_FOUND_MESSAGE);
    ctx.body = await app.get(VERIFICATION.VoiceScore).execute(actor, sessionId);
  });

  return router;
}
