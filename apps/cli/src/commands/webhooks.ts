import { InvalidArgumentError, type Command } from 'commander';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { WEBHOOKS } from '@sauti/adapters/container/webhooks-module';
import type { AppContainer } from '@sauti/adapters/container/container';
import type { WebhookDeliveryView } from '@sauti/core/contract/webhooks';
import { DomainError } from '@sauti/core/domain/errors';
import { withApp } from '../context.js';
import type { Output } from '../output.js';
import { formatTable } from '../table.js';

interface DeliveriesOptions {
  failed?: boolean;
  organisation?: string;
  limit: number;
}

function limitOption(value: string): number {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new InvalidArgumentError('expected a whole number from 1 to 1000');
  }
  return limit;
}

/** The organisation named by its domain or id, or NOT_FOUND. */
async function organisationId(app: AppContainer, name: string): Promise<string> {
  const organisations = app.get(STORAGE.Repositories).organisations;
  const found = (await organisations.findByDomain(name)) ?? (await organisations.findById(name));
  if (!found) throw new DomainError('NOT_FOUND', `No organisation with the domain or id ${name}`);
  return found.id;
}

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '');

function deliveriesTable(deliveries: WebhookDeliveryView[]): string {
  return formatTable(
    ['Delivery', 'Event', 'Status', 'Attempts', 'Code', 'Time', 'Created', 'Endpoint', 'Last error'],
    deliveries.map((d) => [
      d.id,
      d.eventType,
      d.status,
      String(d.attempts),
      d.responseStatus === null ? '' : String(d.responseStatus),
      d.responseTimeMs === null ? '' : `${d.responseTimeMs} ms`,
      when(d.createdAt),
      d.endpointUrl,
      d.lastError ?? '',
    ]),
  );
}

/** `sauti webhooks deliveries|replay`: the operator's view of the webhook delivery log (docs/behaviour/platform.md). */
export function webhookCommands(program: Command, output: () => Output): void {
  const webhooks = program.command('webhooks').description("organisations' webhook deliveries");

  webhooks
    .command('deliveries')
    .description('list the newest webhook deliveries, of every organisation unless one is named')
    .option('--failed', 'only deliveries whose last attempt failed (retrying or failed for good)')
    .option('--organisation <domain-or-id>', "one organisation's deliveries")
    .option('--limit <n>', 'how many (newest first)', limitOption, 50)
    .action(async (options: DeliveriesOptions) => {
      const out = output();
      const deliveries = await withApp(async (app) =>
        app
          .get(WEBHOOKS.Deliveries)
          .listAsOperator(options.organisation ? await organisationId(app, options.organisation) : null, {
            failed: options.failed === true,
            limit: options.limit,
          }),
      );
      out.result(
        deliveries,
        deliveries.length === 0
          ? options.failed
            ? 'No failed deliveries.'
            : 'No deliveries yet.'
          : deliveriesTable(deliveries),
      );
    });

  webhooks
    .command('replay')
    .description('send a delivery again (same webhook-id); the server or `sauti worker` sends it')
    .argument('<deliveryId>', 'the delivery, as `sauti webhooks deliveries` lists it')
    .action(async (deliveryId: string) => {
      const out = output();
      const delivery = await withApp((app) => app.get(WEBHOOKS.Deliveries).replayAsOperator(deliveryId));
      out.result(
        delivery,
        `Queued ${delivery.eventType} delivery ${delivery.id} to ${delivery.endpointUrl} again`,
      );
    });
}
