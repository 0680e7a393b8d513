import { acknowledgedAnswers, type LoadStats } from './candidate-load.js';
import type { HrView, ReviewState } from './hr-view.js';
import { QUESTIONS } from './interview-script.js';

/** Acknowledged versus stored, as HR's review API reports it after a run. */
export interface IntegrityReport {
  /** Answers acknowledged with 2xx. */
  acknowledged: number;
  /** Answers stored for the sessions that had acknowledged answers. */
  stored: number;
  /** Acknowledged answers missing from the store (sessions and counts). */
  lost: string[];
  /** Sessions holding more answers than the interview has questions. */
  duplicated: string[];
  /** Sessions whose evaluation was requested (2xx) but that hold no evaluation. */
  notEvaluated: string[];
  /** Answers stored without a transcript, among the checked sessions. */
  transcriptsPending: number;
  /** Answers the latest evaluation judged "transcript missing" although the transcript is now stored. */
  evaluatedWithoutTranscript: number;
}

/** Compares what the server acknowledged with what HR sees stored. */
export async function checkIntegrity(
  hr: HrView,
  stats: LoadStats,
  options: { transcripts?: boolean } = {},
): Promise<IntegrityReport> {
  const review = await hr.review();
  const bySession = new Map(review.candidates.map((c) => [c.sessionId, c]));
  const report: IntegrityReport = {
    acknowledged: acknowledgedAnswers(stats),
    stored: 0,
    lost: [],
    duplicated: [],
    notEvaluated: [],
    transcriptsPending: 0,
    evaluatedWithoutTranscript: 0,
  };
  for (const [sessionId, acked] of stats.acknowledged) {
    const stored = bySession.get(sessionId)?.responseCount ?? 0;
    report.stored += stored;
    if (stored < acked.size) report.lost.push(`${sessionId}: ${acked.size} acknowledged, ${stored} stored`);
  }
  for (const c of review.candidates) {
    if (c.responseCount > QUESTIONS.length) report.duplicated.push(`${c.sessionId}: ${c.responseCount}`);
  }
  for (const sessionId of stats.evaluationRequested) {
    if (!bySession.get(sessionId)?.evaluated) report.notEvaluated.push(sessionId);
  }
  if (options.transcripts !== false) {
    for (const sessionId of stats.completed) {
      const detail = await hr.detail(sessionId);
      report.transcriptsPending += detail.transcripts.filter((t) => t === null).length;
      report.evaluatedWithoutTranscript += detail.evaluatedWithoutTranscript;
    }
  }
  return report;
}

/** True once every session whose evaluation was requested holds an evaluation. */
export function drained(review: ReviewState, stats: LoadStats): boolean {
  const evaluated = new Set(review.candidates.filter((c) => c.evaluated).map((c) => c.sessionId));
  return review.awaitingEvaluation === 0 && [...stats.evaluationRequested].every((id) => evaluated.has(id));
}

/** Polls the review API until the queue has evaluated every requested session, or fails after `timeoutMs`. */
export async function waitUntilDrained(hr: HrView, stats: LoadStats, timeoutMs: number): Promise<number> {
  const t0 = Date.now();
  let last = 'never read';
  while (Date.now() - t0 < timeoutMs) {
    try {
      const review = await hr.review();
      if (drained(review, stats)) return (Date.now() - t0) / 1000;
      last = `awaitingEvaluation ${review.awaitingEvaluation}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the queue did not drain within ${timeoutMs} ms (${last})`);
}
