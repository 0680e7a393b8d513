import { expect } from 'vitest';
import type { ScenarioResult } from './scenarios.js';

/** Statuses at or above 500 other than 503 (503 is the honest "the database is restarting"). */
export function serverErrors(result: ScenarioResult): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.stats.statuses).filter(([status]) => Number(status) >= 500 && status !== '503'),
  );
}

/**
 * What every scenario must end with: no candidate gave up, every acknowledged answer stored once,
 * every requested evaluation stored, every answer transcribed, and no 500.
 */
export function expectSound(result: ScenarioResult, candidates: number): void {
  const { stats, integrity } = result;
  // Figures for the log only (never asserted): they show where a slow CI run spent its time.
  console.info(
    `load ${stats.seconds.toFixed(1)} s, drain ${result.drainSeconds.toFixed(1)} s, ` +
      `statuses ${JSON.stringify(stats.statuses)}, peak RSS ${Math.round(result.peakRssBytes / 2 ** 20)} MiB`,
  );
  expect(stats.abandoned).toEqual([]);
  expect(stats.completed.size).toBe(candidates);
  expect(stats.evaluationRequested.size).toBe(candidates);
  expect(integrity.lost).toEqual([]);
  expect(integrity.duplicated).toEqual([]);
  expect(integrity.stored).toBe(integrity.acknowledged);
  expect(integrity.notEvaluated).toEqual([]);
  expect(integrity.transcriptsPending).toBe(0);
  expect(integrity.evaluatedWithoutTranscript).toBe(0);
  expect(serverErrors(result)).toEqual({});
}
