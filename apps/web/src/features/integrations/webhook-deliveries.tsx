import { useState } from 'react';
import type { WebhookDeliveryView } from '@sauti/core/contract/webhooks';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { dateTimeText } from '@/lib/date-text';
import { EVENT_TEXT } from './webhook-events';
import { useReplayDelivery, useWebhookDeliveries } from './use-webhooks';

const STATUS_TEXT: Record<WebhookDeliveryView['status'], string> = {
  pending: 'Waiting',
  retrying: 'Failed, retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

function attemptText(delivery: WebhookDeliveryView): string {
  const parts = [`${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'}`];
  if (delivery.responseStatus !== null) parts.push(`HTTP ${delivery.responseStatus}`);
  if (delivery.responseTimeMs !== null) parts.push(`${delivery.responseTimeMs} ms`);
  return parts.join(' · ');
}

/** When it happened, to the minute in the viewer's zone: retries are minutes apart, a day says too little. */
function timesText(delivery: WebhookDeliveryView): string {
  const parts = [`created ${dateTimeText(delivery.createdAt, 'at an unknown time')}`];
  if (delivery.deliveredAt) parts.push(`delivered ${dateTimeText(delivery.deliveredAt, '')}`);
  else if (delivery.lastAttemptAt) parts.push(`last attempt ${dateTimeText(delivery.lastAttemptAt, '')}`);
  return parts.join(' · ');
}

/** The newest deliveries of the organisation's endpoints, failed ones on demand, each replayable. */
export function WebhookDeliveries() {
  const [failedOnly, setFailedOnly] = useState(false);
  const deliveries = useWebhookDeliveries(failedOnly);
  const replay = useReplayDelivery();
  const { toast } = useToast();
  const list = deliveries.data?.deliveries ?? [];

  return (
    <section aria-labelledby="webhook-deliveries" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="webhook-deliveries" className="font-medium">
          Recent deliveries
        </h3>
        <Checkbox label="Failed only" checked={failedOnly} onCheckedChange={setFailedOnly} />
      </div>
      {deliveries.isError && (
        <p role="alert" className="text-destructive">
          {errorMessage(deliveries.error, 'Failed to load the deliveries.')}
        </p>
      )}
      {deliveries.data && list.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {failedOnly ? 'No failed deliveries.' : 'No deliveries yet.'}
        </p>
      )}
      {list.length > 0 && (
        <ul className="divide-y divide-border">
          {list.map((delivery) => (
            <li
              key={delivery.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  {EVENT_TEXT[delivery.eventType] ?? delivery.eventType} · {STATUS_TEXT[delivery.status]}
                </p>
                <p className="text-sm text-muted-foreground">{attemptText(delivery)}</p>
                <p className="text-sm text-muted-foreground">{timesText(delivery)}</p>
                <p className="font-mono text-xs break-all text-muted-foreground">{delivery.endpointUrl}</p>
                {delivery.lastError && (
                  <p className="text-sm break-words text-destructive">{delivery.lastError}</p>
                )}
              </div>
              <Button
                size="sm"
                variant="outline"
                className="self-start sm:self-center"
                aria-label={`Replay delivery ${delivery.id}`}
                disabled={delivery.status === 'pending' || replay.isPending}
                onClick={() =>
                  replay.mutate(delivery.id, {
                    onSuccess: () => toast({ title: 'Delivery queued again' }),
                    onError: (error) =>
                      toast({
                        title: 'Not replayed',
                        description: errorMessage(error, 'Please try again'),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                Replay
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
