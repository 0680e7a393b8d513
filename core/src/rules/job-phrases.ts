import type { CriteriaConfig } from '../domain/criteria.js';
import type { Job } from '../domain/job.js';

/** The job fields whose words candidates are likely to say. */
export type JobWords = Pick<Job, 'title' | 'description' | 'skills' | 'location' | 'companyName'> & {
  criteriaConfig: CriteriaConfig | null;
};

/**
 * What HR wrote about a job, as the phrases a recogniser may expect in its answers
 * (docs/behaviour/interview.md §11): the title, company and place, the description, each skill,
 * each question and its scoring guide, and each enabled criterion with its description and
 * sub-criteria. Empty texts are left out; the order is the job's, so the same job gives the same
 * list (the offline recogniser caches its model by it).
 */
export function jobPhrases(
  job: JobWords,
  questions: readonly { text: string; scoringGuide?: string | null }[],
): string[] {
  const pillars = (job.criteriaConfig?.pillars ?? []).filter((pillar) => pillar.enabled);
  return [
    job.title,
    job.companyName ?? '',
    job.location ?? '',
    job.description,
    ...job.skills,
    ...questions.flatMap((question) => [question.text, question.scoringGuide ?? '']),
    ...pillars.flatMap((pillar) => [
      pillar.label,
      pillar.description,
      ...pillar.subcriteria.filter((sub) => sub.enabled).map((sub) => sub.label),
    ]),
  ]
    .map((phrase) => phrase.trim())
    .filter(Boolean);
}
