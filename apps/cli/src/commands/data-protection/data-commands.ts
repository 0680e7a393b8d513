import { writeFile } from 'node:fs/promises';
import { CommanderError, type Command } from 'commander';
import { DATA_PROTECTION } from '@sauti/adapters/container/data-protection-module';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { isDomainError } from '@sauti/core/domain/errors';
import { invalidRetentionMessage, parseRetentionPeriod } from '@sauti/core/rules/retention-period';
import { candidateEmail, type RemovalReport } from '@sauti/core/use-cases/data-protection/index';
import { withApp } from '../../context.js';
import type { Output } from '../../output.js';
import { copyExportMedia } from './export-media.js';
import { formatBytes, removalText } from './report-text.js';

/** Exit code of a usage error (missing or malformed option), as `sessions evaluate` uses. */
const USAGE = 2;

type Usage = (message: string) => never;

function usageOf(command: Command): Usage {
  return (message) => command.error(message, { exitCode: USAGE, code: 'sauti.usage' });
}

/** Runs a core validator; its VALIDATION_FAILED becomes a usage error. */
function validated<T>(usage: Usage, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (isDomainError(error) && error.code === 'VALIDATION_FAILED') usage(error.message);
    throw error;
  }
}

function requireEmail(email: string | undefined, usage: Usage): string {
  if (email === undefined) usage('--email is required: the candidate email address');
  return validated(usage, () => candidateEmail(email!));
}

/** Exit 1 after the report when some files could not be deleted, so scripts notice. */
function failOnLeftovers(report: RemovalReport): void {
  if (report.media.failed.length > 0) {
    throw new CommanderError(
      1,
      'sauti.data.failed',
      `${report.media.failed.length} file(s) could not be deleted`,
    );
  }
}

/** `sauti data purge | delete-candidate | export-candidate`: candidates' personal data (POPIA-style). */
export function dataCommands(program: Command, output: () => Output): void {
  const data = program
    .command('data')
    .description("candidates' personal data: retention purge, deletion, export");

  data
    .command('purge')
    .description(
      'delete candidate sessions whose latest activity (completion, else start) is older than a period, ' +
        'with their answers, evaluations, speaker embeddings and media files (CV, identity file, warm-up, ' +
        'answer audio). Jobs, users and newer sessions are kept',
    )
    .option('--older-than <period>', 'e.g. 48h, 90d, 12w, 6m (30-day months), 1y (365 days)')
    .option('--dry-run', 'report what would be removed, change nothing')
    .action(async (options: { olderThan?: string; dryRun?: boolean }, command: Command) => {
      const usage = usageOf(command);
      if (options.olderThan === undefined) usage(`--older-than is required. ${invalidRetentionMessage('')}`);
      const period = validated(usage, () => parseRetentionPeriod(options.olderThan!));
      const out = output();
      const report = await withApp((app) =>
        app.get(DATA_PROTECTION.Purge).execute({ olderThan: period.text, dryRun: Boolean(options.dryRun) }),
      );
      out.result(report, removalText(report, `inactive since before ${report.cutoff.toISOString()}`));
      failOnLeftovers(report);
    });

  data
    .command('delete-candidate')
    .description(
      'delete every session of one candidate email (any case, every organisation) with its answers, ' +
        'evaluations, speaker embeddings and media files: a data-subject deletion request',
    )
    .option('--email <email>', 'the candidate email address')
    .option('--dry-run', 'report what would be removed, change nothing')
    .action(async (options: { email?: string; dryRun?: boolean }, command: Command) => {
      const email = requireEmail(options.email, usageOf(command));
      const out = output();
      const report = await withApp((app) =>
        app.get(DATA_PROTECTION.DeleteCandidate).execute({ email, dryRun: Boolean(options.dryRun) }),
      );
      out.result(report, removalText(report, `of ${email}`));
      failOnLeftovers(report);
    });

  data
    .command('export-candidate')
    .description(
      'write everything held about one candidate email as JSON: sessions, answers with transcripts, ' +
        'evaluations, speaker embeddings and the media files with their sizes and keys',
    )
    .option('--email <email>', 'the candidate email address')
    .option('--out <file>', 'write the JSON to this file instead of stdout')
    .option('--media-dir <dir>', 'also copy the media files here, as {dir}/{key}')
    .action(async (options: { email?: string; out?: string; mediaDir?: string }, command: Command) => {
      const email = requireEmail(options.email, usageOf(command));
      const out = output();
      await withApp(async (app) => {
        const exported = await app.get(DATA_PROTECTION.ExportCandidate).execute({ email });
        const copy = options.mediaDir
          ? await copyExportMedia(app.get(INTERVIEW.Blobs), exported, options.mediaDir)
          : null;
        const document = `${JSON.stringify(exported, null, 2)}\n`;
        if (!options.out) {
          process.stdout.write(document);
          if (copy)
            out.note(`Copied ${copy.copied} media file(s) (${formatBytes(copy.bytes)}) to ${copy.dir}`);
          return;
        }
        await writeFile(options.out, document, { mode: 0o600 });
        const summary = { out: options.out, email, sessions: exported.sessions.length, media: copy };
        const copied = copy
          ? `; copied ${copy.copied} media file(s) (${formatBytes(copy.bytes)}) to ${copy.dir}`
          : '';
        out.result(
          summary,
          `Wrote ${exported.sessions.length} session(s) of ${email} to ${options.out}${copied}`,
        );
      });
    });
}
