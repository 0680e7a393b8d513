import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ApiKeyView } from '@sauti/core/contract/api-keys';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/paths';
import { dateText } from '@/lib/date-text';
import { ApiKeyUses } from './api-key-uses';
import { NewApiKey } from './new-api-key';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './use-api-keys';

const SCOPE_TEXT = { read: 'Read only', read_write: 'Read and write' } as const;

function keyDetail(key: ApiKeyView): string {
  const parts = [
    SCOPE_TEXT[key.scope],
    `created ${dateText(key.createdAt, '')}${key.createdBy ? ` by ${key.createdBy}` : ''}`,
    `last used ${dateText(key.lastUsedAt, 'never')}`,
  ];
  if (key.revokedAt) parts.push(`revoked ${dateText(key.revokedAt, '')}`);
  return parts.join(' · ');
}

/**
 * API keys for other systems (docs/behaviour/platform.md §14): create one (shown once), see each
 * key's prefix, scope, creator and last use, its calls of the last 30 days, revoke one after confirming.
 */
export function ApiKeysCard() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const { toast } = useToast();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'read_write'>('read');
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [showingCalls, setShowingCalls] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          setName('');
        },
        onError: (error) =>
          toast({
            title: 'Key not created',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  }

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        toast({ title: `${revoking.name} revoked` });
        setRevoking(null);
      },
      onError: (error) =>
        toast({
          title: 'Revoke failed',
          description: errorMessage(error, 'Please try again'),
          variant: 'destructive',
        }),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>API keys</CardTitle>
        <CardDescription>
          Let your applicant tracking system or spreadsheets read candidates and evaluations through the{' '}
          <Link className="underline" to={paths.developers.href()}>
            Sauti API
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {secret ? (
          <NewApiKey secret={secret} onDone={() => setSecret(null)} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <FormField label="Key name" hint="Which system will use it">
                <Input
                  name="name"
                  required
                  maxLength={100}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              </FormField>
            </div>
            <FormField label="Access">
              <Select
                name="scope"
                value={scope}
                onChange={(e) => setScope(e.target.value === 'read_write' ? 'read_write' : 'read')}
              >
                <option value="read">{SCOPE_TEXT.read}</option>
                <option value="read_write">{SCOPE_TEXT.read_write}</option>
              </Select>
            </FormField>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create key'}
            </Button>
          </form>
        )}
        {keys.isError && (
          <p role="alert" className="text-destructive">
            {errorMessage(keys.error, 'Failed to load the API keys.')}
          </p>
        )}
        {keys.data && keys.data.keys.length === 0 && (
          <p className="text-sm text-muted-foreground">No API keys yet.</p>
        )}
        {keys.data && keys.data.keys.length > 0 && (
          <ul className="divide-y divide-border">
            {keys.data.keys.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 py-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      {key.name} <code className="text-sm text-muted-foreground">sk_live_{key.prefix}_…</code>
                    </p>
                    <p className="text-sm text-muted-foreground">{keyDetail(key)}</p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={showingCalls === key.id}
                      aria-label={`Calls made with ${key.name}`}
                      onClick={() => setShowingCalls(showingCalls === key.id ? null : key.id)}
                    >
                      {showingCalls === key.id ? 'Hide calls' : 'Calls'}
                    </Button>
                    {!key.revokedAt && (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setRevoking(key)}
                        aria-label={`Revoke ${key.name}`}
                      >
                        Revoke
                      </Button>
                    )}
                  </div>
                </div>
                {showingCalls === key.id && <ApiKeyUses keyId={key.id} keyName={key.name} />}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? 'this key'}?`}
        description="Systems using it are refused from now on. This cannot be undone."
        confirmLabel="Revoke key"
        destructive
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}
