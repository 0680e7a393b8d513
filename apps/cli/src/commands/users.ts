import type { Command } from 'commander';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { DomainError } from '@sauti/core/domain/errors';
import { createAccount } from '@sauti/core/use-cases/accounts/create-account';
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

/** `sauti users create` and `sauti users list`. */
export function userCommands(program: Command, output: () => Output): void {
  const users = program.command('users').description('HR accounts');

  users
    .command('create')
    .description('create an account (same work-email and password rules as the web app)')
    .requiredOption('--email <email>', 'work email address')
    .requiredOption('--password <password>', 'initial password (at least 8 characters)')
    .requiredOption('--first-name <name>', 'first name')
    .requiredOption('--last-name <name>', 'last name')
    .option('--admin', 'require that this account is the administrator (ADMIN_EMAIL, or the first account)')
    .action(async (options: CreateOptions) => {
      const out = output();
      const created = await withApp(async (app) => {
        const repos = app.get(STORAGE.Repositories);
        if (options.admin)
          await assertWillBeAdmin(options.email, app.get(TOKENS.Config).adminEmail, repos.users.list());
        const user = await createAccount(
          {
            users: repos.users,
            organisations: repos.organisations,
            hasher: app.get(ACCOUNTS.Hasher),
            clock: app.get(TOKENS.Clock),
            ids: app.get(TOKENS.Ids),
          },
          {
            email: options.email,
            password: options.password,
            firstName: options.firstName,
            lastName: options.lastName,
          },
        );
        return { ...toPublicUser(user), isAdmin: await app.get(ACCOUNTS.Admins).isAdmin(user) };
      });
      out.result(
        created,
        `Created ${created.email}${created.isAdmin ? ' (administrator)' : ''} [${created.id}]`,
      );
    });

  users
    .command('list')
    .description('list every account')
    .action(async () => {
      const out = output();
      const listed = await withApp(async (app) => {
        const admins = app.get(ACCOUNTS.Admins);
        const all = await app.get(STORAGE.Repositories).users.list();
        return Promise.all(all.map(async (u) => ({ ...toPublicUser(u), isAdmin: await admins.isAdmin(u) })));
      });
      out.result(
        listed,
        listed.length === 0
          ? 'No accounts yet.'
          : formatTable(
              ['Email', 'Name', 'Admin', 'Created', 'Last sign-in'],
              listed.map((u) => [
                u.email,
                [u.firstName, u.lastName].filter(Boolean).join(' ') || 'No name set',
                u.isAdmin ? 'yes' : '',
                u.createdAt.toISOString().slice(0, 16).replace('T', ' '),
                u.lastSignInAt ? u.lastSignInAt.toISOString().slice(0, 16).replace('T', ' ') : 'Never',
              ]),
            ),
      );
    });
}

/** `--admin` can only be honoured when the configuration makes this account the administrator. */
async function assertWillBeAdmin(
  email: string,
  adminEmail: string | undefined,
  existing: Promise<unknown[]>,
) {
  const wanted = email.trim().toLowerCase();
  if (adminEmail && adminEmail !== wanted) {
    throw new DomainError(
      'INVALID_STATE',
      `The administrator is the ADMIN_EMAIL account (${adminEmail}); set ADMIN_EMAIL=${wanted} to make this account the administrator.`,
    );
  }
  if (!adminEmail && (await existing).length > 0) {
    throw new DomainError(
      'INVALID_STATE',
      `Accounts already exist, so the first one is the administrator; set ADMIN_EMAIL=${wanted} to make this account the administrator.`,
    );
  }
}
