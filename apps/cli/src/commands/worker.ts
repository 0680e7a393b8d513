import type { Command } from 'commander';
import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer } from '@sauti/adapters/container/container';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { warmUpInBackground } from '@sauti/adapters/container/warm-up';
import type { QueueCounts } from '@sauti/adapters/queue/queue-workers';
import type { Logger, LogLevel } from '@sauti/adapters/system/logger';
import { DomainError } from '@sauti/core/domain/errors';
import { QUEUE_NAMES, type QueueName } from '@sauti/core/ports/job-queue';
import type { Output } from '../output.js';

interface WorkerCommandOptions {
  queues: string;
  concurrency?: string;
}

/** `sauti worker`: queue workers without the HTTP server, until SIGTERM or SIGINT. */
export function workerCommand(program: Command, output: () => Output): void {
  program
    .command('worker')
    .description(
      'run queue workers (transcription, evaluation) without the HTTP server, until SIGTERM/SIGINT',
    )
    .option('--queues <names>', `comma-separated queues (${QUEUE_NAMES.join(', ')})`, QUEUE_NAMES.join(','))
    .option('--concurrency <n>', 'jobs of each queue this process runs at once (default 2)')
    .action(async (options: WorkerCommandOptions) => {
      const out = output();
      const queues = parseQueues(options.queues);
      const concurrency =
        options.concurrency === undefined ? undefined : parseConcurrency(options.concurrency);
      const config = loadConfig(process.env);
      // Logs go to stderr so stdout carries only the result (JSON with --json).
      const logger = stderrLogger(config.logLevel);
      const app = await buildContainer(config, logger, {
        migrate: true,
        queueTuning: { retryDelaySeconds: config.queueRetryDelaySeconds },
      });
      try {
        const workers = app.get(QUEUE.Workers);
        workers.onJob((event) => {
          const count = workers.counts[event.queue];
          out.note(
            `${event.queue}: ${event.ok ? event.detail : `attempt failed (${event.detail})`} ` +
              `— ${count.processed} processed, ${count.failed} failed attempt(s)`,
          );
        });
        void warmUpInBackground(app, logger);
        const { swept } = await workers.start({ queues, ...(concurrency ? { concurrency } : {}) });
        process.stderr.write(`sauti worker: ready (${queues.join(', ')}); stop with SIGTERM or Ctrl-C\n`);
        const signal = await nextSignal();
        out.note(`${signal} received: letting running jobs finish (up to ${config.shutdownTimeoutMs} ms)`);
        await workers.stop(config.shutdownTimeoutMs);
        out.result(
          { queues, swept, counts: pick(workers.counts, queues), signal },
          summary(workers.counts, queues),
        );
      } finally {
        await app.close();
      }
    });
}

function parseQueues(text: string): QueueName[] {
  const names = [
    ...new Set(
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = names.filter((name) => !(QUEUE_NAMES as readonly string[]).includes(name));
  if (unknown.length || names.length === 0) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `--queues: unknown queue ${unknown.join(', ') || '(none given)'}; expected ${QUEUE_NAMES.join(', ')}`,
    );
  }
  return names as QueueName[];
}

function parseConcurrency(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `--concurrency: expected a whole number from 1 to 64, got ${text}`,
    );
  }
  return n;
}

/** Resolves with the first SIGTERM or SIGINT; a second one exits at once. */
function nextSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    let received = false;
    const onSignal = (signal: NodeJS.Signals) => {
      if (received) process.exit(130);
      received = true;
      resolve(signal);
    };
    process.on('SIGTERM', onSignal);
    process.on('SIGINT', onSignal);
  });
}

function pick(counts: Record<QueueName, QueueCounts>, queues: QueueName[]) {
  return Object.fromEntries(queues.map((q) => [q, counts[q]]));
}

function summary(counts: Record<QueueName, QueueCounts>, queues: QueueName[]): string {
  return queues
    .map((q) => `${q}: ${counts[q].processed} processed, ${counts[q].failed} failed attempt(s)`)
    .join('\n');
}

const LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error'];

/** Like the console logger, but every line goes to stderr. */
function stderrLogger(level: LogLevel): Logger {
  const on = (l: LogLevel) => LEVELS.indexOf(l) >= LEVELS.indexOf(level);
  const write = (l: LogLevel, message: string) => {
    if (on(l)) process.stderr.write(`${new Date().toISOString()} ${l.padEnd(5)} ${message}\n`);
  };
  return {
    debug: (m) => write('debug', m),
    info: (m) => write('info', m),
    warn: (m) => write('warn', m),
    error: (m, e) => write('error', e instanceof Error ? `${m}: ${e.message}` : m),
  };
}
