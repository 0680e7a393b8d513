import { acknowledgedAnswers, startLoad, type LoadStats } from './candidate-load.js';
import { checkIntegrity, waitUntilDrained, type IntegrityReport } from './integrity.js';
import { QUESTIONS } from './interview-script.js';
import type { LoadWorld } from './load-world.js';
import type { PgInstance } from './pg-instance.js';

/** What every scenario reports. */
export interface ScenarioResult {
  stats: LoadStats;
  integrity: IntegrityReport;
  /** Seconds from the end of the load until every requested evaluation was stored. */
  drainSeconds: number;
  /** Peak RSS of the (last) server process, bytes. */
  peakRssBytes: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `answers` answers are acknowledged, or rejects after `timeoutMs`. */
async function untilAcknowledged(stats: LoadStats, answers: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (acknowledgedAnswers(stats) < answers) {
    if (Date.now() > deadline)
      throw new Error(`only ${acknowledgedAnswers(stats)} answers acknowledged in time`);
    await sleep(25);
  }
}

/** Starts `candidates` whole interviews on the world's server and job; failed calls retried for `retryForMs`. */
export function loadOn(world: LoadWorld, candidates: number, retryForMs: number) {
  return startLoad({
    baseUrl: world.server.url,
    jobId: world.hr.jobId,
    audio: world.audio,
    candidates,
    retryForMs,
    addressPerCandidate: true,
  });
}

async function finish(world: LoadWorld, stats: LoadStats, drainTimeoutMs: number): Promise<ScenarioResult> {
  const drainSeconds = await waitUntilDrained(world.hr.at(world.server.url), stats, drainTimeoutMs);
  const integrity = await checkIntegrity(world.hr.at(world.server.url), stats);
  return { stats, integrity, drainSeconds, peakRssBytes: world.server.peakRssBytes() };
}

/** `candidates` whole interviews at once, no retries: every failure counts. */
export async function plainLoad(
  world: LoadWorld,
  candidates: number,
  drainTimeoutMs: number,
  /** Called once the last call has answered, before the drain (the benchmark's CPU count stops there). */
  onCallsDone: () => void = () => {},
) {
  const { done } = loadOn(world, candidates, 0);
  const stats = await done;
  onCallsDone();
  return finish(world, stats, drainTimeoutMs);
}

/**
 * The load with retrying candidates; once `killShare` of the answers are acknowledged the server
 * gets SIGKILL and is started again on the same port, data and database.
 */
export async function killMidLoad(
  world: LoadWorld,
  candidates: number,
  drainTimeoutMs: number,
  killShare = 0.4,
): Promise<ScenarioResult & { acknowledgedAtKill: number; restartSeconds: number }> {
  const { stats, done } = loadOn(world, candidates, 120_000);
  await untilAcknowledged(stats, Math.ceil(candidates * QUESTIONS.length * killShare), 240_000);
  const acknowledgedAtKill = acknowledgedAnswers(stats);
  const peakBefore = world.server.peakRssBytes();
  await world.server.stop('SIGKILL');
  const t0 = performance.now();
  await world.restart();
  const restartSeconds = (performance.now() - t0) / 1000;
  const result = await finish(world, await done, drainTimeoutMs);
  return {
    ...result,
    peakRssBytes: Math.max(peakBefore, result.peakRssBytes),
    acknowledgedAtKill,
    restartSeconds,
  };
}

/** What /api/health said while PostgreSQL restarted. */
export interface HealthTrace {
  /** Statuses seen while polling (0 = no answer). */
  statuses: number[];
  /** Seconds from the restart's start until health answered 200 again. */
  recoveredSeconds: number;
}

/**
 * The load with retrying candidates; once `share` of the answers are acknowledged PostgreSQL is
 * stopped, kept down `downMs`, and started again, while the server keeps running.
 */
export async function pgRestartMidLoad(
  world: LoadWorld,
  pg: PgInstance,
  candidates: number,
  drainTimeoutMs: number,
  downMs = 1_500,
): Promise<ScenarioResult & { health: HealthTrace; serverPid: number }> {
  const serverPid = world.server.pid;
  const { stats, done } = loadOn(world, candidates, 120_000);
  await untilAcknowledged(stats, Math.ceil(candidates * QUESTIONS.length * 0.4), 240_000);
  const statuses: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const res = await fetch(`${world.server.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(
        () => null,
      );
      statuses.push(res?.status ?? 0);
      await sleep(100);
    }
  })();
  const t0 = performance.now();
  await pg.restart(downMs);
  let recoveredSeconds = -1;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${world.server.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(
      () => null,
    );
    if (res?.status === 200) {
      recoveredSeconds = (performance.now() - t0) / 1000;
      break;
    }
    await sleep(100);
  }
  polling = false;
  await poller;
  const result = await finish(world, await done, drainTimeoutMs);
  return { ...result, health: { statuses, recoveredSeconds }, serverPid };
}
