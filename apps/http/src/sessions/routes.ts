import Router from '@koa/router';
import type { Middleware } from 'koa';
import { ABUSE } from '@sauti/adapters/container/abuse-module';
import { requestAddressKey } from '../auth/address-key.js';
import type { AppContainer } from '@sauti/adapters/container/container';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { CV_MAX_BYTES, CV_MESSAGES } from '@sauti/core/contract/cv';
import { startSessionSchema, updateCandidateSessionSchema } from '@sauti/core/contract/interview';
import { VERIFICATION_REQUIRED_MESSAGE } from '@sauti/core/use-cases/interview/start-session';
import { valid, validBody } from '../middleware/validate.js';
import { formFields, formFile, multipart } from '../uploads/multipart.js';
import { presentedTokens, setCandidateCookie } from './candidate-credential.js';
import { presentCandidateSession } from './present-session.js';

/** The intake form: one CV and a handful of short text fields. */
const INTAKE_LIMITS = {
  maxFileSize: CV_MAX_BYTES,
  maxFiles: 1,
  maxFields: 20,
  maxFieldsSize: 64 * 1024,
  tooLargeMessage: CV_MESSAGES.size,
};

/** The candidate's session calls (docs/behaviour/interview.md §7): start, read for resume, complete, ask for evaluation. */
export function sessionRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/sessions' });
  const id = (params: Record<string, string | undefined>) => params.id ?? '';

  // The address's start budget is spent before the body is read: a flood is refused before its
  // CVs reach the disk (the connection closes, so the unread body costs no more).
  const startBudget: Middleware = async (ctx, next) => {
    try {
      await app.get(ABUSE.Budgets).sessionStartFromAddress(requestAddressKey(ctx));
    } catch (error) {
      ctx.set('Connection', 'close');
      throw error;
    }
    await next();
  };

  router.post('/', startBudget, multipart(INTAKE_LIMITS), async (ctx) => {
    const cv = await formFile(ctx, 'cv');
    const started = await app.get(INTERVIEW.StartSession).execute({
      fields: valid(startSessionSchema, formFields(ctx)),
      cv,
      ipAddress: ctx.ip || null,
      addressKey: requestAddressKey(ctx),
    });
    const { session, token } = started;
    // Set in both cases: with 409 the candidate verifies within this session and then continues.
    setCandidateCookie(ctx, session.id, token);
    if (started.verificationRequired) {
      ctx.status = 409;
      ctx.body = {
        error: 'VERIFICATION_REQUIRED',
        message: VERIFICATION_REQUIRED_MESSAGE,
        sessionId: session.id,
        candidateToken: token,
        session: presentCandidateSession(session),
      };
      return;
    }
    ctx.status = 201;
    ctx.body = { ...presentCandidateSession(session), candidateToken: token };
  });

  router.get('/:id', async (ctx) => {
    const sessionId = id(ctx.params);
    const found = await app
      .get(INTERVIEW.GetCandidateSession)
      .execute(sessionId, presentedTokens(ctx, sessionId));
    ctx.body = {
      ...presentCandidateSession(found.session),
      answeredQuestionIndexes: found.answeredQuestionIndexes,
    };
  });

  router.patch('/:id', async (ctx) => {
    const sessionId = id(ctx.params);
    const session = await app
      .get(INTERVIEW.UpdateCandidateSession)
      .execute(sessionId, presentedTokens(ctx, sessionId), validBody(ctx, updateCandidateSessionSchema));
    ctx.body = presentCandidateSession(session);
  });

  router.post('/:id/evaluate', async (ctx) => {
    const sessionId = id(ctx.params);
    await app.get(INTERVIEW.RequestEvaluation).execute(sessionId, presentedTokens(ctx, sessionId));
    ctx.status = 202;
    ctx.body = { status: 'queued' };
  });

  return router;
}
