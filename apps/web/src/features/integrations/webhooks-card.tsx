import { useState, type FormEvent } from 'react';
import type { WebhookEndpointView } from '@sauti/core/contract/webhooks';
import { WEBHOOK_SECRET_GRACE_MS, type WebhookEventType } from '@sauti/core/domain/webhook';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CopyableValue } from '@/components/ui/copyable-value';
import { useCopyText, type CopyTexts } from '@/components/ui/use-copy-link';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { WebhookDeliveries } from './webhook-deliveries';
import { EVENT_TEXT } from './webhook-events';
import {
  useCreateWebhook,
  useRemoveWebhook,
  useRevealSecret,
  useRotateSecret,
  useUpdateWebhook,
  useWebhooks,
} from './use-webhooks';

const SECRET_TEXTS: CopyTexts = {
  copied: 'Secret copied',
  manually: 'Select the secret and copy it by hand.',
};

/** How long the replaced secret keeps signing, in whole hours, for the screen's texts. */
const GRACE_HOURS = Math.round(WEBHOOK_SECRET_GRACE_MS / 3_600_000);

/** Where a secret on show came from: a new endpoint, a member asking, or a rotation. */
type SecretSource = 'added' | 'asked' | 'rotated';

const SECRET_HEADINGS: Record<SecretSource, string> = {
  added: 'Your endpoint is added. Its signing secret:',
  asked: 'Signing secret:',
  rotated: `New signing secret. The old one keeps signing deliveries for ${GRACE_HOURS} hours:`,
};

/** A secret on show, with where it came from. */
function SecretBox({ secret, source, onDone }: { secret: string; source: SecretSource; onDone: () => void }) {
  const copy = useCopyText(SECRET_TEXTS);
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-border bg-muted/40 p-3">
      <p className="text-sm font-medium">{SECRET_HEADINGS[source]}</p>
      <CopyableValue label="Signing secret" value={secret} secret />
      <p className="text-sm text-muted-foreground">
        Your receiver verifies each request&apos;s webhook-signature header with it (Standard Webhooks).
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copy(secret)}>
          Copy secret
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Hide secret
        </Button>
      </div>
    </div>
  );
}

function endpointState(endpoint: WebhookEndpointView): string {
  if (endpoint.enabled) return endpoint.failingSince ? 'On, failing' : 'On';
  return endpoint.disabledReason ?? 'Off';
}

/**
 * The organisation's webhooks (docs/behaviour/platform.md §16): add an endpoint with its events,
 * see its secret, turn it on or off, remove it, and read the delivery log with replay.
 */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const remove = useRemoveWebhook();
  const reveal = useRevealSecret();
  const rotate = useRotateSecret();
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  // The server's refusal of this address (a loopback one, say), kept at the field until it changes.
  const [urlError, setUrlError] = useState<string | undefined>();
  const [events, setEvents] = useState<WebhookEventType[]>(['interview.completed', 'evaluation.completed']);
  const [shown, setShown] = useState<{ id: string; secret: string; source: SecretSource } | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpointView | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointView | null>(null);
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error, 'Please try again'), variant: 'destructive' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setShown({ id: created.id, secret: created.secret, source: 'added' });
          setUrl('');
        },
        onError: (error) => {
          setUrlError(errorMessage(error, 'Please try again'));
          failed('Endpoint not added')(error);
        },
      },
    );
  }

  const toggleEvent = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? [...current, type] : current.filter((t) => t !== type)));

  return (
    <Card id="webhooks">
      <CardHeader>
        <CardTitle level={2}>Webhooks</CardTitle>
        <CardDescription>
          Tell your other systems when an interview is completed, evaluated or decided. Each request is
          signed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={submit} className="flex flex-col gap-3">
          <FormField
            label="Endpoint URL"
            hint="Where Sauti sends events, e.g. https://ats.example.com/hooks/sauti"
            error={urlError}
          >
            <Input
              name="url"
              type="url"
              inputMode="url"
              required
              maxLength={2000}
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setUrlError(undefined);
              }}
            />
          </FormField>
          <fieldset className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-4">
            <legend className="text-sm font-medium">Events</legend>
            {(webhooks.data?.events ?? (Object.keys(EVENT_TEXT) as WebhookEventType[])).map((type) => (
              <Checkbox
                key={type}
                label={EVENT_TEXT[type] ?? type}
                checked={events.includes(type)}
                onCheckedChange={(on) => toggleEvent(type, on)}
              />
            ))}
          </fieldset>
          <Button type="submit" disabled={create.isPending || events.length === 0} className="self-start">
            {create.isPending ? 'Adding...' : 'Add endpoint'}
          </Button>
        </form>
        {shown && <SecretBox secret={shown.secret} source={shown.source} onDone={() => setShown(null)} />}
        {webhooks.isError && (
          <p role="alert" className="text-destructive">
            {errorMessage(webhooks.error, 'Failed to load the webhooks.')}
          </p>
        )}
        {webhooks.data && webhooks.data.endpoints.length === 0 && (
          <p className="text-sm text-muted-foreground">No endpoints yet.</p>
        )}
        {webhooks.data && webhooks.data.endpoints.length > 0 && (
          <ul className="divide-y divide-border">
            {webhooks.data.endpoints.map((endpoint) => (
              <li key={endpoint.id} className="flex flex-col gap-2 py-3">
                <p className="font-mono text-sm break-all">{endpoint.url}</p>
                <p className="text-sm text-muted-foreground">
                  {endpoint.events.map((e) => EVENT_TEXT[e] ?? e).join(', ')} · {endpointState(endpoint)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Show the secret of ${endpoint.url}`}
                    onClick={() =>
                      reveal.mutate(endpoint.id, {
                        onSuccess: ({ secret }) => setShown({ id: endpoint.id, secret, source: 'asked' }),
                        onError: failed('Secret not shown'),
                      })
                    }
                  >
                    Show secret
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Rotate the secret of ${endpoint.url}`}
                    onClick={() => setRotating(endpoint)}
                  >
                    Rotate secret
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${endpoint.enabled ? 'Turn off' : 'Turn on'} ${endpoint.url}`}
                    onClick={() =>
                      update.mutate(
                        { id: endpoint.id, enabled: !endpoint.enabled },
                        { onError: failed('Not changed') },
                      )
                    }
                  >
                    {endpoint.enabled ? 'Turn off' : 'Turn on'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Remove ${endpoint.url}`}
                    onClick={() => setRemoving(endpoint)}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <WebhookDeliveries />
      </CardContent>
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title="Rotate this endpoint's secret?"
        description={`A new secret signs every delivery from now on. The old secret keeps working for ${GRACE_HOURS} hours, so your receiver can switch without missing one.`}
        confirmLabel="Rotate secret"
        pending={rotate.isPending}
        onConfirm={() =>
          rotating &&
          rotate.mutate(rotating.id, {
            onSuccess: ({ secret }) => {
              setShown({ id: rotating.id, secret, source: 'rotated' });
              setRotating(null);
            },
            onError: failed('Secret not rotated'),
          })
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this endpoint?"
        description="No more events are sent to it, and its delivery log is deleted."
        confirmLabel="Remove endpoint"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              if (shown?.id === removing.id) setShown(null);
              setRemoving(null);
            },
            onError: failed('Not removed'),
          })
        }
      />
    </Card>
  );
}
