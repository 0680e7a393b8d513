import type { PillarId } from '@sauti/core/domain/criteria';
import type { Job, JobQuestion, JobStatus } from '@sauti/core/domain/job';
import type { JobQuestionRow, JobRow } from '../entities/job.entity.js';

/** Row to domain job. */
export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    organisationId: row.organisation,
    title: row.title,
    description: row.description,
    questions: [...row.questions],
    language: row.language,
    location: row.location ?? null,
    companyName: row.companyName ?? null,
    jobType: row.jobType ?? null,
    skills: [...row.skills],
    requireIdentityVerification: row.requireIdentityVerification,
    invitationOnly: row.invitationOnly,
    criteriaConfig: row.criteriaConfig ?? null,
    evalVersion: row.evalVersion,
    clientDraftKey: row.clientDraftKey ?? null,
    status: row.status as JobStatus,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    publishedAt: row.publishedAt ?? null,
  };
}

/** Row to domain question. */
export function toJobQuestion(row: JobQuestionRow): JobQuestion {
  return {
    id: row.id,
    jobId: row.job,
    text: row.text,
    pillarId: (row.pillarId ?? null) as PillarId | null,
    scoringGuide: row.scoringGuide ?? null,
    orderIndex: row.orderIndex,
    createdAt: row.createdAt,
  };
}
