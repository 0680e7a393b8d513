import type { Command } from 'commander';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import type { AppContainer } from '@sauti/adapters/container/container';
import type { User } from '@sauti/core/domain/user';
import { toPublicUser } from '@sauti/core/use-cases/accounts/public-user';
import { withApp } from '../context.js';
import type { Output } from '../output.js';
import { formatTable } from '../table.js';

interface CreateOptions {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  admin?: boolean;
}

/** A user as the CLI prints it: public fields, membership and the administrator flag. */
async function listed(app: AppContainer, user: User) {
  return { ...toPublicUser(user), isAdmin: await app.get(ACCOUNTS.Admins).isAdmin(user) };
}

const STATE_TEXT = {
  member: 'member',
  pending: 'waiting for approval',
  refused: 'refused',
  none: 'no organisation',
};

/** `sauti users create|list|verify|approve`: the operator's trusted account tools. */
export function userCommands(program: Command, output: () => Output): void {
  const users = program.command('users').description('HR accounts');

  users
    .command('create')
    .description(
      'create a confirmed account that joins its organisation at once (work-email and password rules apply)',
    )
    .requiredOption('--email <email>', 'work email address')
    .requiredOption('--password <password>', 'initial password (at least 8 characters)')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--admin', 'make this account a platform administrator')
    .action(async (options: CreateOptions) => {
      const out = output();
      const created = await withApp(async (app) => {
        const user = await app.get(ACCOUNTS.CreateTrustedAccount).execute(
          {
            email: options.email,
            password: options.password,
            firstName: options.firstName,
            lastName: options.lastName,
          },
          { platformAdmin: options.admin === true },
        );
        return listed(app, user);
      });
      out.result(
        created,
        `Created ${created.email}${created.isAdmin ? ' (administrator)' : ''} [${created.id}]`,
      );
    });

  users
    .command('verify')
    .description(
      'give a person whose mail cannot be read a new confirmation link for their registration: they choose their password on its page (the mailed link stops working)',
    )
    .requiredOption('--email <email>', 'the registered address')
    .action(async (options: { email: string }) => {
      const out = output();
      const issued = await withApp((app) =>
        app
          .get(ACCOUNTS.VerifyEmail)
          .linkByOperator({ email: options.email, origin: app.get(TOKENS.Config).publicUrl }),
      );
      const result = { email: options.email.trim().toLowerCase(), ...issued };
      out.result(
        result,
        [
          `New confirmation link for ${result.email} (usable once, until ${issued.expiresAt.toISOString()}; the mailed one no longer works):`,
          issued.link,
          'Give it to the person yourself: they choose their password on its page, so nobody else knows it.',
        ].join('\n'),
      );
    });

  users
    .command('approve')
    .description("let an account that waits for its colleagues' approval into its organisation")
    .requiredOption('--email <email>', 'the waiting account')
    .action(async (options: { email: string }) => {
      const out = output();
      const member = await withApp((app) =>
        app
          .get(ACCOUNTS.Members)
          .approveByOperator({ email: options.email, origin: app.get(TOKENS.Config).publicUrl }),
      );
      out.result(member, `Approved ${member.email}: now a member`);
    });

  users
    .command('list')
    .description('list every account')
    .action(async () => {
      const out = output();
      const all = await withApp((app) => app.get(ACCOUNTS.ListUsers).listByOperator());
      const when = (date: Date | null) =>
        date ? date.toISOString().slice(0, 16).replace('T', ' ') : 'Never';
      out.result(
        all,
        all.length === 0
          ? 'No accounts yet.'
          : formatTable(
              ['Email', 'Name', 'Admin', 'State', 'Created', 'Last sign-in'],
              all.map((u) => [
                u.email,
                [u.firstName, u.lastName].filter(Boolean).join(' ') || 'No name set',
                u.isAdmin ? 'yes' : '',
                STATE_TEXT[u.membership],
                when(u.createdAt),
                when(u.lastSignInAt),
              ]),
            ),
      );
    });
}
