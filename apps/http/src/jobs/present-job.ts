import { interviewUrl } from '@sauti/core/domain/job';
import type { JobWithQuestions } from '@sauti/core/use-cases/jobs/job-access';
import type { JobView } from '@sauti/core/contract/jobs';

/** The Job JSON of /api/jobs (docs/behaviour/interview.md §3); the organisation id stays on the server. */
export function presentJob({ job, questions }: JobWithQuestions, publicUrl: string): JobView {
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    location: job.location,
    companyName: job.companyName,
    jobType: job.jobType,
    skills: job.skills,
    questions: questions.map((q) => ({
      id: q.id,
      text: q.text,
      pillarId: q.pillarId,
      scoringGuide: q.scoringGuide,
      orderIndex: q.orderIndex,
    })),
    language: job.language,
    requireIdentityVerification: job.requireIdentityVerification,
    invitationOnly: job.invitationOnly,
    status: job.status,
    criteriaConfig: job.criteriaConfig,
    evalVersion: job.evalVersion,
    clientDraftKey: job.clientDraftKey,
    createdBy: job.createdBy,
    createdAt: job.createdAt.toISOString(),
    publishedAt: job.publishedAt ? job.publishedAt.toISOString() : null,
    interviewUrl: interviewUrl(publicUrl, job.id),
  };
}
