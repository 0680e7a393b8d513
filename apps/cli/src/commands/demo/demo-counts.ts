import type { Repositories } from '@sauti/adapters/storage/repositories/index';

/** What is stored for the demo jobs, counted from the database (so a second run reports truly). */
export interface DemoCounts {
  candidates: number;
  inProgressNoAnswers: number;
  inProgressSomeAnswers: number;
  completed: number;
  awaitingEvaluation: number;
  evaluated: number;
  strongMatch: number;
  partialMatch: number;
  poorFit: number;
  /** Evaluated without a score: too few answers could be assessed. */
  notScored: number;
  needsHumanReview: number;
  tabSwitchesOver3: number;
  inPanel: number;
  hired: number;
  rejected: number;
  considering: number;
  noDecision: number;
  voiceMismatch: number;
  withCv: number;
  identityPending: number;
  answers: number;
  answersWithAudio: number;
}

function analysisOf(detailed: unknown): Record<string, unknown> {
  return typeof detailed === 'object' && detailed !== null && !Array.isArray(detailed)
    ? (detailed as Record<string, unknown>)
    : {};
}

/** Counts the candidates of `jobIds` by state and trait. */
export async function countDemo(repos: Repositories, jobIds: readonly string[]): Promise<DemoCounts> {
  const sessions = await repos.candidateSessions.listByJobs(jobIds);
  const ids = sessions.map((s) => s.id);
  const responses = await repos.candidateResponses.listBySessions(ids);
  const evaluations = new Map(
    (await repos.evaluations.listLatestBySessions(ids)).map((e) => [e.sessionId, e]),
  );
  const answered = new Map<string, number>();
  for (const r of responses) answered.set(r.sessionId, (answered.get(r.sessionId) ?? 0) + 1);
  const mismatched = new Set(responses.filter((r) => !r.isSamePerson).map((r) => r.sessionId));
  const count = (test: (s: (typeof sessions)[number]) => boolean) => sessions.filter(test).length;
  const level = (s: (typeof sessions)[number]) =>
    analysisOf(evaluations.get(s.id)?.detailedAnalysis).matchLevel;
  const inProgress = (s: (typeof sessions)[number]) => s.completedAt === null;
  return {
    candidates: sessions.length,
    inProgressNoAnswers: count((s) => inProgress(s) && !answered.has(s.id)),
    inProgressSomeAnswers: count((s) => inProgress(s) && answered.has(s.id)),
    completed: count((s) => !inProgress(s)),
    awaitingEvaluation: count((s) => !inProgress(s) && !evaluations.has(s.id)),
    evaluated: count((s) => evaluations.has(s.id)),
    strongMatch: count((s) => level(s) === 'Strong Match'),
    partialMatch: count((s) => level(s) === 'Partial Match'),
    poorFit: count((s) => level(s) === 'Poor Fit'),
    notScored: count((s) => analysisOf(evaluations.get(s.id)?.detailedAnalysis).scored === false),
    needsHumanReview: count(
      (s) => analysisOf(evaluations.get(s.id)?.detailedAnalysis).needsHumanReview === true,
    ),
    tabSwitchesOver3: count((s) => s.tabSwitchCount > 3),
    inPanel: count((s) => s.inPanel),
    hired: count((s) => s.hiringOutcome === 'hired'),
    rejected: count((s) => s.hiringOutcome === 'rejected'),
    considering: count((s) => s.hiringOutcome === 'considering'),
    noDecision: count((s) => s.hiringOutcome === null),
    voiceMismatch: count((s) => mismatched.has(s.id)),
    withCv: count((s) => s.cvFilePath !== null),
    identityPending: count((s) => s.verificationStatus === 'pending'),
    answers: responses.length,
    answersWithAudio: responses.filter((r) => r.audioFilePath !== null).length,
  };
}
