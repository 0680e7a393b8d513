import { CommanderError, type Command } from 'commander';
import { EVALUATION } from '@sauti/adapters/container/evaluation-module';
import { pooledBuiltInEvaluator } from '@sauti/adapters/evaluation/pool/local-pool';
import {
  type BatchSummary,
  type SelectedSession,
  type SessionSelector,
} from '@sauti/core/use-cases/evaluation/batch/index';
import { withApp } from '../context.js';
import type { Output } from '../output.js';

interface EvaluateOptions {
  job?: string;
  session: string[];
  since?: string;
  until?: string;
  evaluatorVersion?: string;
  all?: boolean;
  concurrency: string;
  workers?: string;
  dryRun?: boolean;
  force?: boolean;
}

/** Exit code of a usage error (bad or missing selector, bad option value), as commander uses. */
const USAGE = 2;

/** `sauti sessions evaluate`: batch (re-)evaluation of completed interviews. */
export function sessionCommands(program: Command, output: () => Output): void {
  const sessions = program.command('sessions').description('candidate interview sessions');
  sessions
    .command('evaluate')
    .description(
      'evaluate completed interviews in batch with the configured evaluator; choose exactly one of ' +
        '--job, --session, --since/--until, --evaluator-version, --all. Resumable: sessions already ' +
        'evaluated by this evaluator version with unchanged answers are skipped unless --force',
    )
    .option('--job <id>', "the job's completed sessions")
    .option('--session <id>', 'this session (repeatable)', (v: string, all: string[]) => [...all, v], [])
    .option('--since <date>', 'sessions completed at or after this ISO date/time')
    .option('--until <date>', 'sessions completed strictly before this ISO date/time')
    .option(
      '--evaluator-version <version>',
      'completed sessions whose LATEST evaluation this evaluator version made, e.g. local-heuristic@1 to ' +
        'move its results to the configured evaluator (never-evaluated sessions are not selected)',
    )
    .option('--all', 'every completed session')
    .option('--concurrency <n>', 'sessions evaluated at once, 1 to 64', '4')
    .option(
      '--workers <n>',
      'worker threads for the built-in evaluator, 0 to 64; 0 evaluates on the main thread (default: one per core; ' +
        'an OpenAI-compatible evaluator needs none)',
    )
    .option('--dry-run', 'list what would be done, change nothing')
    .option('--force', 'evaluate again even when up to date (adds a new evaluation; the latest counts)')
    .action(async (options: EvaluateOptions, command: Command) => {
      const usage = (message: string): never =>
        command.error(message, { exitCode: USAGE, code: 'sauti.usage' });
      const selector = parseSelector(options, usage);
      const concurrency = parseCount('--concurrency', options.concurrency, 1, usage);
      const workers =
        options.workers === undefined ? undefined : parseCount('--workers', options.workers, 0, usage);
      const out = output();
      const force = Boolean(options.force);
      const summary = await withApp(async (app) => {
        const version = app.get(EVALUATION.Evaluator).version;
        const selected = await app.get(EVALUATION.SelectSessions).execute(selector);
        if (options.dryRun) {
          const plan = selected.map((s) => ({ ...s, action: plannedAction(s, version, force) }));
          out.result(
            { dryRun: true, evaluatorVersion: version, force, total: plan.length, sessions: plan },
            dryRunText(plan, version),
          );
          return null;
        }
        const configured = app.get(EVALUATION.Evaluator);
        const pool = workers === 0 ? null : pooledBuiltInEvaluator(configured, { threads: workers });
        let result: BatchSummary;
        try {
          result = await app
            .get(EVALUATION.EvaluateBatch)(pool ?? configured)
            .execute({
              sessionIds: selected.map((s) => s.sessionId),
              force,
              concurrency,
              onProgress: (done, total, c) =>
                out.progress(
                  `evaluating: ${c.evaluated} evaluated, ${c.skipped} skipped, ${c.failed} failed —`,
                  done,
                  total,
                ),
            });
        } finally {
          await pool?.close();
        }
        out.result({ evaluatorVersion: version, force, ...result }, summaryText(result, version));
        return result;
      });
      if (summary && summary.failed > 0) {
        throw new CommanderError(1, 'sauti.sessions.failed', `${summary.failed} session(s) failed`);
      }
    });
}

function parseSelector(options: EvaluateOptions, usage: (message: string) => never): SessionSelector {
  const families = [
    options.job !== undefined && '--job',
    options.session.length > 0 && '--session',
    (options.since !== undefined || options.until !== undefined) && '--since/--until',
    options.evaluatorVersion !== undefined && '--evaluator-version',
    options.all && '--all',
  ].filter((f): f is string => typeof f === 'string');
  if (families.length !== 1) {
    usage(
      families.length === 0
        ? 'choose the sessions: one of --job, --session, --since/--until, --evaluator-version or --all'
        : `choose the sessions with exactly one of --job, --session, --since/--until, --evaluator-version, --all (got ${families.join(', ')})`,
    );
  }
  if (options.job !== undefined) return { kind: 'job', jobId: options.job };
  if (options.session.length > 0) return { kind: 'sessions', sessionIds: options.session };
  if (options.evaluatorVersion !== undefined)
    return { kind: 'evaluator-version', version: options.evaluatorVersion };
  if (options.all) return { kind: 'all' };
  const since = options.since === undefined ? undefined : parseDate('--since', options.since, usage);
  const until = options.until === undefined ? undefined : parseDate('--until', options.until, usage);
  return { kind: 'window', ...(since ? { since } : {}), ...(until ? { until } : {}) };
}

function parseDate(flag: string, text: string, usage: (message: string) => never): Date {
  const date = /^\d{4}-\d{2}-\d{2}/.test(text) ? new Date(text) : new Date(NaN);
  if (Number.isNaN(date.getTime()))
    usage(`${flag}: expected an ISO date such as 2025-01-31 or 2025-01-31T12:00:00Z, got ${text}`);
  return date;
}

function parseCount(flag: string, text: string, min: number, usage: (message: string) => never): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > 64)
    usage(`${flag}: expected a whole number from ${min} to 64, got ${text}`);
  return n;
}

/** What a real run would do with a session, as far as can be told without reading its answers. */
function plannedAction(s: SelectedSession, version: string, force: boolean): string {
  if (s.jobId === null) return 'fail: session not found';
  if (s.completedAt === null) return 'fail: the interview is not completed';
  if (force || s.latestEvaluatorVersion !== version) return 'evaluate';
  return 'skip unless its answers changed';
}

function dryRunText(plan: (SelectedSession & { action: string })[], version: string): string {
  const lines = plan.map(
    (s) => `${s.sessionId}  latest: ${s.latestEvaluatorVersion ?? '(none)'}  → ${s.action}`,
  );
  return [
    ...lines,
    `Dry run: ${plan.length} session(s) selected; evaluator ${version}; nothing changed.`,
  ].join('\n');
}

function summaryText(summary: BatchSummary, version: string): string {
  const head =
    `Evaluated ${summary.evaluated}, skipped ${summary.skipped}, failed ${summary.failed} ` +
    `of ${summary.total} session(s) (evaluator ${version}).`;
  const failures = summary.failures.map((f) => `  ${f.sessionId}: ${f.reason}`);
  return failures.length ? [head, 'Failed:', ...failures].join('\n') : head;
}
