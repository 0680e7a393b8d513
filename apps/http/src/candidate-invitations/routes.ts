import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { CANDIDATE_INVITATIONS } from '@sauti/adapters/container/candidate-invitations-module';
import { ABUSE } from '@sauti/adapters/container/abuse-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { parseCandidateCsv } from '@sauti/adapters/csv/candidate-csv';
import {
  inviteCandidatesSchema,
  inviteFromCsvSchema,
  invitationIdParam,
  openInvitationSchema,
} from '@sauti/core/contract/candidate-invitations';
import { jobIdParam } from '@sauti/core/contract/jobs';
import { INVITATION_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/candidate-invitations/manage-invitations';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import { requireActor } from '../auth/current-user.js';
import { validBody, validParam } from '../middleware/validate.js';

/** The path's job id; an id no job could have is simply not found. */
const jobId = (ctx: Context) => validParam(ctx, 'jobId', jobIdParam, JOB_NOT_FOUND_MESSAGE);

/** The path's invitation id; an id no invitation could have is simply not found. */
const invitationId = (ctx: Context) => validParam(ctx, 'id', invitationIdParam, INVITATION_NOT_FOUND_MESSAGE);

/**
 * Candidates' personal invitations to a job (docs/behaviour/interview.md §15): HR of the job's
 * organisation only; another organisation's job is 404.
 */
export function candidateInvitationRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const origin = app.get(TOKENS.Config).publicUrl;
  /** A member acting on invitations, counted against their hourly budget before any body is read. */
  const budgetedActor = async (ctx: Context) => {
    const actor = await requireActor(ctx, app);
    await app.get(ABUSE.Budgets).invitationRequest(actor.userId);
    return actor;
  };

  router.post('/jobs/:jobId/candidate-invitations', async (ctx) => {
    const actor = await budgetedActor(ctx);
    const id = jobId(ctx);
    const { candidates } = validBody(ctx, inviteCandidatesSchema);
    // A JSON list's rows are numbered from 1, as a person counts them.
    const rows = candidates.map((raw, index) => ({ row: index + 1, raw }));
    ctx.body = await app.get(CANDIDATE_INVITATIONS.Invite).execute(actor, { jobId: id, rows, origin });
  });

  router.get('/jobs/:jobId/candidate-invitations', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await app.get(CANDIDATE_INVITATIONS.Manage).list(actor, jobId(ctx));
  });

  router.post('/candidate-invitations/:id/resend', async (ctx) => {
    const actor = await budgetedActor(ctx);
    ctx.body = await app.get(CANDIDATE_INVITATIONS.Manage).resend(actor, invitationId(ctx), origin);
  });

  router.post('/candidate-invitations/:id/link', async (ctx) => {
    const actor = await budgetedActor(ctx);
    ctx.body = await app.get(CANDIDATE_INVITATIONS.Manage).newLink(actor, invitationId(ctx), origin);
  });

  router.post('/candidate-invitations/:id/revoke', async (ctx) => {
    const actor = await budgetedActor(ctx);
    ctx.body = await app.get(CANDIDATE_INVITATIONS.Manage).revoke(actor, invitationId(ctx));
  });

  // The same, from a pasted or uploaded CSV: parsed here at the edge (as a multipart form is), rows
  // numbered as the spreadsheet shows them. The CLI reads its file through the same parser.
  router.post('/jobs/:jobId/candidate-invitations/csv', async (ctx) => {
    const actor = await budgetedActor(ctx);
    const id = jobId(ctx);
    const rows = parseCandidateCsv(validBody(ctx, inviteFromCsvSchema).csv);
    ctx.body = await app.get(CANDIDATE_INVITATIONS.Invite).execute(actor, { jobId: id, rows, origin });
  });

  // The candidate's side, without signing in: the link's token is the only credential, and the
  // answer holds only this invitation's name, email and phone for the intake form.
  router.post('/public/candidate-invitations/open', async (ctx) => {
    const { token } = validBody(ctx, openInvitationSchema);
    ctx.body = await app.get(CANDIDATE_INVITATIONS.Admission).open(token);
  });

  return router;
}
