import { InvalidArgumentError, type Command } from 'commander';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { withApp } from '../context.js';
import type { Output } from '../output.js';
import { formatTable } from '../table.js';

function parseDate(value: string): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw new InvalidArgumentError(`not a date: ${value} (use e.g. 2026-11-01 or 2026-11-01T08:00Z)`);
  return date;
}

const stamp = (d: Date | null) => (d ? d.toISOString().slice(0, 19).replace('T', ' ') : 'ongoing');

/** `sauti impersonation audit`: who impersonated whom, when, from where, and what they changed. */
export function impersonationCommands(program: Command, output: () => Output): void {
  program
    .command('impersonation')
    .description('support impersonation records')
    .command('audit')
    .description('list impersonation sessions, newest first, with the state-changing requests made in each')
    .option('--since <date>', 'only sessions started at or after this date', parseDate)
    .option('--admin <email>', 'only sessions of this administrator')
    .option('--limit <n>', 'at most this many sessions', (v) => Number.parseInt(v, 10), 100)
    .action(async (options: { since?: Date; admin?: string; limit: number }) => {
      const out = output();
      const entries = await withApp((app) =>
        app.get(ACCOUNTS.ListImpersonationAudit).execute({
          since: options.since,
          adminEmail: options.admin,
          limit: options.limit,
          withActions: true,
        }),
      );
      const rows = entries.map((e) => ({
        id: e.audit.id,
        admin: e.adminEmail,
        target: e.targetEmail,
        startedAt: e.audit.startedAt,
        endedAt: e.audit.endedAt,
        ipAddress: e.audit.ipAddress,
        reason: e.audit.reason,
        actions: (e.actions ?? []).map((a) => ({
          at: a.at,
          method: a.method,
          path: a.path,
          status: a.status,
          targets: a.targets,
          newValues: a.newValues,
        })),
      }));
      out.result(
        rows,
        rows.length === 0
          ? 'No impersonation sessions recorded.'
          : formatTable(
              ['Admin', 'Viewed as', 'Why', 'Started', 'Ended', 'From', 'Changes'],
              rows.map((r) => [
                r.admin ?? '?',
                r.target ?? '?',
                r.reason,
                stamp(r.startedAt),
                stamp(r.endedAt),
                r.ipAddress ?? '',
                String(r.actions.length),
              ]),
            ),
      );
    });
}
