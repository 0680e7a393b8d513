import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { EVALUATION } from '@sauti/adapters/container/evaluation-module';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import { requireActor } from '../auth/current-user.js';
import { compareCandidatesSchema } from '@sauti/core/contract/comparison';
import { jobIdParam } from '@sauti/core/contract/jobs';
import { validBody, validParam } from '../middleware/validate.js';

/** POST /api/jobs/{jobId}/compare-candidates (docs/behaviour/review.md §7): HR only, scoped to the caller's organisation. */
export function comparisonRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/jobs/:jobId/compare-candidates', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = validParam(ctx, 'jobId', jobIdParam, JOB_NOT_FOUND_MESSAGE);
    const { sessionIds } = validBody(ctx, compareCandidatesSchema);
    ctx.body = await app.get(EVALUATION.CompareCandidates).execute(actor, jobId, sessionIds);
  });

  return router;
}
