import { Command } from 'commander';
import { apiKeyCommands } from './commands/api-keys.js';
import { dataCommands } from './commands/data-protection/data-commands.js';
import { dbCommands } from './commands/db.js';
import { demoCommands } from './commands/demo/demo.js';
import { impersonationCommands } from './commands/impersonation.js';
import { invitationCommands } from './commands/invitations.js';
import { recordCommands } from './commands/records.js';
import { scoreCommand } from './commands/score.js';
import { sessionCommands } from './commands/sessions.js';
import { userCommands } from './commands/users.js';
import { webhookCommands } from './commands/webhooks.js';
import { workerCommand } from './commands/worker.js';
import { createOutput, type Output } from './output.js';

/** Builds the `sauti` program; every command honours the global `--json`. */
export function buildProgram(): Command {
  const program = new Command('sauti')
    .description('Sauti voice-interview hiring platform: administration and data tools')
    .option('--json', 'print results as JSON (for scripts)', false)
    .showHelpAfterError()
    .exitOverride();
  const output = (): Output => createOutput(Boolean(program.opts().json));
  dbCommands(program, output);
  userCommands(program, output);
  apiKeyCommands(program, output);
  invitationCommands(program, output);
  impersonationCommands(program, output);
  workerCommand(program, output);
  sessionCommands(program, output);
  scoreCommand(program, output);
  recordCommands(program, output);
  dataCommands(program, output);
  webhookCommands(program, output);
  demoCommands(program, output);
  return program;
}
