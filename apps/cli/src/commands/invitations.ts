import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { CANDIDATE_INVITATIONS } from '@sauti/adapters/container/candidate-invitations-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { parseCandidateCsv } from '@sauti/adapters/csv/candidate-csv';
import type { InvitationReport } from '@sauti/core/contract/candidate-invitations';
import { withApp } from '../context.js';
import type { Output } from '../output.js';
import { formatTable } from '../table.js';

/** The report as text: the counts, then one line per problem with its row number. */
function reportText(report: InvitationReport): string {
  const { rows, invited, reported } = report.counts;
  const summary = `Invited ${invited} of ${rows} rows${reported ? `; ${reported} to check` : ''}.`;
  if (report.problems.length === 0) return summary;
  const table = formatTable(
    ['Row', 'Field', 'Problem'],
    report.problems.map((p) => [String(p.row), p.field, p.message]),
  );
  return `${summary}\n\n${table}`;
}

/** `sauti invitations send` (docs/behaviour/interview.md §15): the same use case as the screen. */
export function invitationCommands(program: Command, output: () => Output): void {
  const invitations = program
    .command('invitations')
    .description("candidates' personal interview invitations");

  invitations
    .command('send')
    .description(
      'invite the candidates of a CSV (header row name,email,phone) to a job; mails each a personal link (texts it to a row with only a phone, when a phone provider is configured)',
    )
    .requiredOption('--job <id>', 'the job to invite to')
    .requiredOption('--csv <file>', 'the CSV file')
    .option('--as <email>', "the member inviting (default: the job's author)")
    .action(async (options: { job: string; csv: string; as?: string }) => {
      const out = output();
      const rows = parseCandidateCsv(await readFile(options.csv, 'utf8'));
      const report = await withApp((app) =>
        app.get(CANDIDATE_INVITATIONS.ByOperator).send({
          jobId: options.job,
          asEmail: options.as ?? null,
          rows,
          origin: app.get(TOKENS.Config).publicUrl,
        }),
      );
      out.result(report, reportText(report));
    });
}
