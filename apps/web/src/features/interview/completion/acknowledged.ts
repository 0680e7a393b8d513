import type { UploadStatus } from '../uploads/upload-queue';

/** Where each question's answer stands before completion. */
export interface AnswerTally {
  /** Answers the server has acknowledged. */
  acknowledged: number;
  /** Question indexes with no answer anywhere (neither on the server nor on this device). */
  missing: number[];
  /** Question indexes whose answer the server refused for good (the candidate must act). */
  refused: number[];
  /** True when every question's answer is acknowledged: the interview may be completed. */
  complete: boolean;
}

/** Tallies the answers of `questionCount` questions from the server's list and this device's uploads. */
export function tallyAnswers(
  questionCount: number,
  serverAnswered: readonly number[],
  statuses: readonly UploadStatus[],
): AnswerTally {
  const server = new Set(serverAnswered);
  const local = new Map(statuses.map((status) => [status.questionIndex, status.state]));
  let acknowledged = 0;
  const missing: number[] = [];
  const refused: number[] = [];
  for (let index = 0; index < questionCount; index += 1) {
    if (local.get(index) === 'refused') refused.push(index);
    else if (server.has(index) || local.get(index) === 'uploaded') acknowledged += 1;
    else if (!local.has(index)) missing.push(index);
  }
  return { acknowledged, missing, refused, complete: acknowledged === questionCount };
}
