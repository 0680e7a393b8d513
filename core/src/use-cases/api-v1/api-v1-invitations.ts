import type { V1Candidate, V1Invitation, V1Page } from '../../contract/api-v1.js';
import type {
  V1FindCandidatesQuery,
  V1InvitationReport,
  V1InviteRequest,
} from '../../contract/api-v1-invitations.js';
import { encodeCursor, decodeCursor, type CursorKey } from '../../rules/cursor-page.js';
import { DomainError } from '../../domain/errors.js';
import { V1_MESSAGES } from '../../contract/api-v1.js';
import type { ApiCaller } from '../api-keys/authenticate-api-key.js';
import type { InviteCandidates } from '../candidate-invitations/invite-candidates.js';
import type { ManageInvitations } from '../candidate-invitations/manage-invitations.js';
import { enabledPillars } from '../evaluation/evaluation-input.js';
import type { ListJobs } from '../jobs/list-jobs.js';
import type { ReviewReadModel } from '../../ports/review-read-model.js';
import { presentV1Candidate, presentV1Invitation } from './present-v1.js';

/**
 * The member recorded as inviting: the key's maker, or none once that member was deleted (the key's
 * `createdBy` is then cleared and the key acts under its own id).
 */
const inviterOf = (caller: ApiCaller) => (caller.actor.userId === caller.keyId ? null : caller.actor.userId);

/** The text of an external reference as sent, for matching a reported row back to it. */
const referenceOf = (raw: unknown) => (typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : null);

function positionOf(cursor: string | undefined): CursorKey | null {
  if (cursor === undefined) return null;
  const key = decodeCursor(cursor);
  if (!key) throw new DomainError('VALIDATION_FAILED', V1_MESSAGES.cursor);
  return key;
}

/**
 * The invitation writes and the candidate search of /api/v1 (docs/behaviour/platform.md §15),
 * through the screens' own use cases: the same row checks, duplicate rule, daily mail budget,
 * resend interval and tenancy (another organisation's id is NOT_FOUND).
 */
export class ApiV1Invitations {
  constructor(
    private readonly deps: {
      invite: InviteCandidates;
      manage: ManageInvitations;
      listJobs: ListJobs;
      reviewReads: ReviewReadModel;
      publicUrl: string;
    },
  ) {}

  async invite(caller: ApiCaller, jobId: string, request: V1InviteRequest): Promise<V1InvitationReport> {
    const rows = request.candidates.map((c, index) => ({
      row: index + 1,
      raw: { name: c.name, email: c.email, phone: c.phone, externalReference: c.external_reference },
    }));
    const report = await this.deps.invite.execute(caller.actor, {
      jobId,
      rows,
      origin: this.deps.publicUrl,
      invitedBy: inviterOf(caller),
    });
    return {
      invited: report.invited.map((i) => ({
        row: i.row,
        invitation_id: i.invitationId,
        email: i.email,
        phone: i.phone,
        channel: i.channel,
        external_reference: referenceOf(request.candidates[i.row - 1]?.external_reference),
      })),
      problems: report.problems,
      counts: report.counts,
    };
  }

  async resend(caller: ApiCaller, invitationId: string): Promise<V1Invitation> {
    return presentV1Invitation(
      await this.deps.manage.resend(caller.actor, invitationId, this.deps.publicUrl),
    );
  }

  async revoke(caller: ApiCaller, invitationId: string): Promise<V1Invitation> {
    return presentV1Invitation(await this.deps.manage.revoke(caller.actor, invitationId));
  }

  /** The organisation's candidates with the reference and/or address, latest start first. */
  async findCandidates(caller: ApiCaller, query: V1FindCandidatesQuery): Promise<V1Page<V1Candidate>> {
    const jobs = new Map((await this.deps.listJobs.execute(caller.actor)).map(({ job }) => [job.id, job]));
    const reads = this.deps.reviewReads;
    const rows = await reads.sessionsMatchingAfter(
      [...jobs.keys()],
      {
        ...(query.external_reference === undefined ? {} : { externalReference: query.external_reference }),
        ...(query.email === undefined ? {} : { email: query.email }),
      },
      positionOf(query.cursor),
      query.limit + 1,
    );
    const sessions = rows.slice(0, query.limit);
    const latest = new Map(
      (await reads.latestEvaluationSummariesOf(sessions.map((s) => s.id))).map((e) => [e.sessionId, e]),
    );
    const last = sessions.at(-1);
    return {
      data: sessions.map((s) => {
        const job = jobs.get(s.jobId);
        return presentV1Candidate(s, latest.get(s.id), job ? enabledPillars(job) : []);
      }),
      next_cursor:
        rows.length > query.limit && last
          ? encodeCursor({ at: last.startedAt.getTime(), id: last.id })
          : null,
    };
  }
}
