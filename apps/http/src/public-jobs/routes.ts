import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { JOBS } from '@sauti/adapters/container/jobs-module';
import { PHONE } from '@sauti/adapters/container/phone-module';
import type { PublicJob } from '@sauti/core/contract/public-jobs';
import { jobIdParam } from '@sauti/core/contract/jobs';
import { validParam } from '../middleware/validate.js';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/get-public-job';

/** What candidates may read without signing in: active jobs only, and only what the interview needs. */
export function publicJobRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/public' });

  router.get('/jobs', async (ctx) => {
    ctx.body = await app.get(JOBS.ListPublicJobs).execute();
  });

  router.get('/jobs/:id', async (ctx) => {
    const id = validParam(ctx, 'id', jobIdParam, INTERVIEW_NOT_FOUND_MESSAGE);
    // An invitation-only job opens only with its personal link's token (docs/behaviour/interview.md §15).
    const invite = typeof ctx.query.invite === 'string' ? ctx.query.invite : null;
    const job = await app.get(JOBS.GetPublicJob).execute(id, invite);
    const channel = app.get(PHONE.Channel);
    const phone =
      channel && job.requireIdentityVerification !== 'true' ? { number: channel.telephony.number } : null;
    ctx.body = { ...job, phone } satisfies PublicJob;
  });

  return router;
}
