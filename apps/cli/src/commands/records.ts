import { writeFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { ACCOUNTABILITY } from '@sauti/adapters/container/accountability-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { biasAuditExportQuerySchema } from '@sauti/core/contract/bias-audit';
import { dayRangeQuerySchema } from '@sauti/core/contract/day-range';
import { parseRequest } from '@sauti/core/contract/parse-request';
import { DomainError } from '@sauti/core/domain/errors';
import { withApp } from '../context.js';
import type { Output } from '../output.js';

/** Writes `bytes` to `out`, or to standard output without it. */
async function deliver(bytes: Uint8Array | string, out: string | undefined): Promise<void> {
  if (out) await writeFile(out, bytes);
  else process.stdout.write(bytes);
}

/**
 * Records for an auditor and a regulator (docs/behaviour/review.md §13 and §13): the stored input of
 * an evaluation, to re-run with `sauti score`; the log of hiring decisions beside the
 * recommendations; an organisation's bias audit. Each writes its file to --out or stdout.
 */
export function recordCommands(program: Command, output: () => Output): void {
  program
    .command('evaluations')
    .description('what was stored with each evaluation')
    .command('input')
    .description(
      'print the input of an evaluation as `sauti score` reads it (checked against its stored digest): ' +
        'sauti evaluations input ID | sauti score -',
    )
    .argument('<evaluation-id>', 'the evaluation (see the decision log, or the candidate data export)')
    .option('--out <file>', 'write it to a file instead of standard output')
    .action(async (evaluationId: string, options: { out?: string }) => {
      const out = output();
      const found = await withApp((app) =>
        app.get(ACCOUNTABILITY.ExportEvaluationInput).execute(evaluationId),
      );
      const text = `${JSON.stringify(out.json ? found : found.scoreInput, null, 2)}\n`;
      await deliver(text, options.out);
      out.note(
        `Evaluation ${found.evaluationId} by ${found.evaluatorVersion}; input sha256 ${found.inputDigest} (verified).`,
      );
    });

  program
    .command('decisions')
    .description('the log of hiring decisions beside the automated recommendations')
    .command('export')
    .description('write the log as CSV: every organisation, or one; a period of whole UTC days')
    .option('--from <date>', 'first day, YYYY-MM-DD')
    .option('--to <date>', 'last day, YYYY-MM-DD (included)')
    .option('--organisation <domain>', "one organisation's decisions")
    .option('--out <file>', 'write it to a file instead of standard output')
    .action(async (options: { from?: string; to?: string; organisation?: string; out?: string }) => {
      const out = output();
      const period = parseRequest(dayRangeQuerySchema, { from: options.from, to: options.to });
      const file = await withApp((app) =>
        app.get(ACCOUNTABILITY.ExportDecisionLog).execute({ ...period, organisation: options.organisation }),
      );
      await deliver(file.body, options.out);
      out.note(`${file.count} decision(s)${options.out ? ` written to ${options.out}` : ''}.`);
    });

  program
    .command('audit')
    .description("an organisation's bias audit")
    .command('bias')
    .description(
      'write the bias audit of an organisation (or one of its jobs) as CSV (docs/behaviour/review.md §13)',
    )
    .requiredOption('--organisation <domain>', "the organisation's email domain")
    .option('--job <id>', 'one job of it')
    .option('--from <date>', 'first day, YYYY-MM-DD (default: 364 days before --to)')
    .option('--to <date>', 'last day, YYYY-MM-DD (default: today)')
    .option('--out <file>', 'write it to a file instead of standard output')
    .action(
      async (options: { organisation: string; job?: string; from?: string; to?: string; out?: string }) => {
        const out = output();
        const query = parseRequest(biasAuditExportQuerySchema, {
          format: 'csv',
          jobId: options.job,
          from: options.from,
          to: options.to,
        });
        const file = await withApp(async (app) => {
          const organisation = await app
            .get(STORAGE.Repositories)
            .organisations.findByDomain(options.organisation.trim().toLowerCase());
          if (!organisation) {
            throw new DomainError('NOT_FOUND', `No organisation with the domain ${options.organisation}`);
          }
          // The operator reads as the organisation would: its jobs only.
          const actor = { userId: 'operator', organisationId: organisation.id, isAdmin: false };
          return app.get(ACCOUNTABILITY.ExportBiasAudit).execute(actor, query);
        });
        await deliver(file.body, options.out);
        out.note(`Bias audit${options.out ? ` written to ${options.out}` : ''} (${file.fileName}).`);
      },
    );
}
