import Router from '@koa/router';
import type { Acknowledged } from '@sauti/core/contract/acknowledgement';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ABUSE } from '@sauti/adapters/container/abuse-module';
import { JOBS } from '@sauti/adapters/container/jobs-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import {
  createJobSchema,
  generateCriteriaSchema,
  generateQuestionsSchema,
  jobIdParam,
  previewQuestionsSchema,
  updateJobSchema,
} from '@sauti/core/contract/jobs';
import { translateQuestionsSchema } from '@sauti/core/contract/question-translation';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import { requireActor } from '../auth/current-user.js';
import { validBody, validParam } from '../middleware/validate.js';
import { publicJobRoutes } from '../public-jobs/routes.js';
import { presentJob } from './present-job.js';

/** The path's job id; an id no job could have is simply not found. */
const jobId = (ctx: Context) => validParam(ctx, 'id', jobIdParam, JOB_NOT_FOUND_MESSAGE);

/** HR job calls (docs/behaviour/interview.md §7, docs/behaviour/review.md §4), all scoped to the caller's organisation. */
export function jobRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const { publicUrl } = app.get(TOKENS.Config);
  /**
   * A member asking for suggestions or drafts, which may each call a paid language model: counted
   * against their hourly drafting budget before the body is read (docs/behaviour/platform.md §10).
   */
  const draftingActor = async (ctx: Context) => {
    const actor = await requireActor(ctx, app);
    await app.get(ABUSE.Budgets).draftingRequest(actor.userId);
    return actor;
  };

  router.get('/jobs', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobs = await app.get(JOBS.ListJobs).execute(actor);
    ctx.body = jobs.map((job) => presentJob(job, publicUrl));
  });

  router.get('/jobs/:id', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = presentJob(await app.get(JOBS.GetJob).execute(actor, jobId(ctx)), publicUrl);
  });

  router.post('/jobs', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const result = await app.get(JOBS.CreateJob).execute(actor, validBody(ctx, createJobSchema));
    ctx.status = result.created ? 201 : 200;
    ctx.body = presentJob(result, publicUrl);
  });

  router.patch('/jobs/:id', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const id = jobId(ctx);
    const update = validBody(ctx, updateJobSchema);
    ctx.body = presentJob(await app.get(JOBS.UpdateJob).execute(actor, id, update), publicUrl);
  });

  router.delete('/jobs/:id', async (ctx) => {
    const actor = await requireActor(ctx, app);
    await app.get(JOBS.DeleteJob).execute(actor, jobId(ctx));
    ctx.body = { ok: true } satisfies Acknowledged;
  });

  router.post('/jobs/:id/generate-criteria', async (ctx) => {
    const actor = await draftingActor(ctx);
    const id = jobId(ctx);
    const input = validBody(ctx, generateCriteriaSchema);
    ctx.body = await app
      .get(JOBS.GenerateCriteria)
      .execute(actor, id, { title: input.jobTitle, description: input.jobDescription, skills: input.skills });
  });

  router.post('/jobs/:id/generate-questions', async (ctx) => {
    const actor = await draftingActor(ctx);
    const id = jobId(ctx);
    const input = validBody(ctx, generateQuestionsSchema);
    await app.get(JOBS.GetJob).execute(actor, id); // tenancy: another organisation's job is not found
    ctx.body = await app.get(JOBS.SuggestQuestions).execute({
      title: input.jobTitle,
      description: input.jobDescription,
      skills: input.skills,
      criteria: input.criteriaConfig,
    });
  });

  // "Draft a translation" (docs/behaviour/interview.md §22): nothing is stored; the model's draft goes back to the form.
  router.post('/questions/translate', async (ctx) => {
    await draftingActor(ctx);
    const input = validBody(ctx, translateQuestionsSchema);
    ctx.body = await app.get(JOBS.DraftQuestionTranslation).execute(input);
  });

  router.post('/questions/preview', async (ctx) => {
    await draftingActor(ctx);
    const input = validBody(ctx, previewQuestionsSchema);
    ctx.body = await app.get(JOBS.SuggestQuestions).execute({
      title: input.jobTitle,
      description: input.jobDescription,
      skills: input.skills,
      criteria: input.criteriaConfig,
      count: input.count,
    });
  });

  return router;
}

/** The HR job routers and the candidates' public job routes, to mount together. */
export function jobRouters(app: AppContainer): Router[] {
  return [jobRoutes(app), publicJobRoutes(app)];
}
