import { CommanderError } from 'commander';
import { ConfigError } from '@sauti/adapters/config/config';
import { isDomainError } from '@sauti/core/domain/errors';
import { buildProgram } from './program.js';

/** Runs the CLI; a failure prints its message (JSON with --json) and exits non-zero. */
async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    const json = argv.includes('--json');
    const code = isDomainError(error) ? error.code : error instanceof ConfigError ? 'CONFIG' : 'FAILED';
    const message = error instanceof Error ? error.message : String(error);
    if (json) process.stdout.write(`${JSON.stringify({ error: code, message })}\n`);
    else process.stderr.write(`sauti: ${message}\n`);
    return 1;
  }
}

process.exit(await main(process.argv));
