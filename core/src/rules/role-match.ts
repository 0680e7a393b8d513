import { ROLE_PROFILES, type RoleProfile } from './role-question-bank.js';

/** The words of a job the offline suggester reads. */
export interface JobWords {
  title: string;
  description?: string | undefined;
  skills?: readonly string[] | undefined;
}

/** Evidence per keyword found: in the title 3, in a skill 2, in the description 1. */
const FIELD_WEIGHTS = { title: 3, skills: 2, description: 1 } as const;
/** Least evidence for a profile to count: a title word, or a skill and a description word, or three description words. */
export const MIN_ROLE_EVIDENCE = 3;

/** Words that mark a job running a team, read from the title only. */
const SUPERVISORY_TITLE =
  /\b(supervisors?|supervising|managers?|management|leads?|leader|head|foreman|forewoman|forewomen|coordinator|chief|superintendent|in charge)\b/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patterns = new Map<string, RegExp>();

/** A keyword as a pattern: whole words (plural allowed), or any ending after a trailing '*'. */
function keywordPattern(keyword: string): RegExp {
  let pattern = patterns.get(keyword);
  if (!pattern) {
    const stem = keyword.endsWith('*');
    const body = escapeRegExp(stem ? keyword.slice(0, -1) : keyword).replace(/ /g, '[\\s-]+');
    pattern = new RegExp(`(^|[^\\p{L}\\p{N}])${body}${stem ? '' : '(s|es)?(?![\\p{L}\\p{N}])'}`, 'u');
    patterns.set(keyword, pattern);
  }
  return pattern;
}

/** How strongly the job's words point at a profile (0 when not at all). */
export function roleEvidence(profile: RoleProfile, job: JobWords): number {
  const fields = {
    title: job.title.toLowerCase(),
    skills: (job.skills ?? []).join(' \n ').toLowerCase(),
    description: (job.description ?? '').toLowerCase(),
  };
  let evidence = 0;
  for (const keyword of profile.keywords) {
    const pattern = keywordPattern(keyword);
    for (const field of ['title', 'skills', 'description'] as const) {
      if (pattern.test(fields[field])) evidence += FIELD_WEIGHTS[field];
    }
  }
  return evidence;
}

/**
 * The profile the job's own words point at most strongly (title, then skills, then description),
 * or null when none reaches MIN_ROLE_EVIDENCE. On a tie the earlier profile of ROLE_PROFILES wins.
 */
export function matchRoleProfile(job: JobWords): RoleProfile | null {
  let best: RoleProfile | null = null;
  let bestEvidence = MIN_ROLE_EVIDENCE - 1;
  for (const profile of ROLE_PROFILES) {
    const evidence = roleEvidence(profile, job);
    if (evidence > bestEvidence) {
      best = profile;
      bestEvidence = evidence;
    }
  }
  return best;
}

/** True when the title names a job that runs a team: supervisor, manager, lead, head, foreman… */
export function isSupervisoryTitle(title: string): boolean {
  return SUPERVISORY_TITLE.test(title.toLowerCase());
}
