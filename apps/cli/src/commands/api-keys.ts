import { API_KEY_PREFIX_LENGTH, API_KEY_PREFIX_TAG } from '@sauti/core/rules/api-key-format';
import { InvalidArgumentError, type Command } from 'commander';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import { API_KEY_SCOPES, createApiKeySchema, type ApiKeyView } from '@sauti/core/contract/api-keys';
import { parseRequest } from '@sauti/core/contract/parse-request';
import { DomainError } from '@sauti/core/domain/errors';
import { withApp } from '../context.js';
import type { Output } from '../output.js';
import { formatTable } from '../table.js';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : 'Never');

function scopeOption(value: string): 'read' | 'read_write' {
  if (value === 'read' || value === 'read_write') return value;
  throw new InvalidArgumentError(`must be ${API_KEY_SCOPES.join(' or ')}`);
}

function keyTable(keys: ApiKeyView[]): string {
  if (keys.length === 0) return 'No API keys.';
  return formatTable(
    ['Id', 'Key', 'Name', 'Scope', 'Created by', 'Created', 'Last used', 'Revoked'],
    keys.map((k) => [
      k.id,
      `sk_live_${k.prefix}_…`,
      k.name,
      k.scope,
      k.createdBy ?? '',
      when(k.createdAt),
      when(k.lastUsedAt),
      k.revokedAt ? when(k.revokedAt) : '',
    ]),
  );
}

/** The prefix of `sk_live_XXXXXXXX` or `sk_live_XXXXXXXX_…` as the list prints it; anything else as given. */
function withoutKeyTag(given: string): string {
  const match = new RegExp(`^${API_KEY_PREFIX_TAG}(.{${API_KEY_PREFIX_LENGTH}})(?:_…?)?$`).exec(given);
  return match ? match[1]! : given;
}

/** `sauti api-keys create|list|revoke` (docs/behaviour/platform.md §14): the same use case as the team page. */
export function apiKeyCommands(program: Command, output: () => Output): void {
  const keys = program.command('api-keys').description("organisations' keys for the /api/v1 API");

  keys
    .command('create')
    .description('create a key in the organisation of a member; prints the whole key once')
    .requiredOption('--email <email>', 'the member creating it (the key is their organisation’s)')
    .requiredOption('--name <name>', 'what the key is for, e.g. the system that will use it')
    .requiredOption('--scope <scope>', 'read or read_write', scopeOption)
    .action(async (options: { email: string; name: string; scope: 'read' | 'read_write' }) => {
      const out = output();
      const input = parseRequest(createApiKeySchema, { name: options.name, scope: options.scope });
      const created = await withApp((app) => app.get(API_KEYS.ByOperator).create(options.email, input));
      out.result(
        created,
        `${created.secret}\n\nCreated ${created.key.name} (${created.key.scope}) [${created.key.id}].\n` +
          'Copy the key now: it will not be shown again.',
      );
    });

  keys
    .command('list')
    .description("list an organisation's keys, revoked ones too")
    .option('--organisation <domain>', "the organisation's email domain")
    .option('--email <email>', 'a member of the organisation')
    .action(async (options: { organisation?: string; email?: string }) => {
      const out = output();
      if (Boolean(options.organisation) === Boolean(options.email)) {
        throw new DomainError(
          'VALIDATION_FAILED',
          'Give one of --organisation <domain> or --email <member>.',
        );
      }
      const list = await withApp((app) =>
        app
          .get(API_KEYS.ByOperator)
          .list(options.email ? { email: options.email } : { organisationDomain: options.organisation! }),
      );
      out.result(list, keyTable(list.keys));
    });

  keys
    .command('revoke')
    .description('revoke a key by its id or its prefix; calls with it are refused from now on')
    .argument('<key>', 'the id, or the prefix as the list shows it (sk_live_XXXXXXXX) or alone')
    // A prefix is random base64url and may start with '-': it is the key, not an option.
    .allowUnknownOption()
    .action(async (given: string) => {
      const out = output();
      const idOrPrefix = withoutKeyTag(given);
      const key = await withApp((app) => app.get(API_KEYS.ByOperator).revoke(idOrPrefix));
      out.result(key, `Revoked ${key.name} (sk_live_${key.prefix}_…) at ${when(key.revokedAt)}`);
    });
}
