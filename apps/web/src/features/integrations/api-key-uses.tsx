import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-message';
import { useApiKeyUses } from './use-api-keys';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The calls made with one key in the last 30 days, newest first (docs/behaviour/platform.md §14):
 * when, what it called and what it was answered, with more on demand. Every member sees them,
 * so a key used where nobody expected it shows up.
 */
export function ApiKeyUses({ keyId, keyName }: { keyId: string; keyName: string }) {
  const uses = useApiKeyUses(keyId);
  const list = uses.data?.pages.flatMap((page) => page.uses) ?? [];
  return (
    <section aria-label={`Calls made with ${keyName}`} className="flex flex-col gap-2 pt-1">
      {uses.isPending && <p className="text-sm text-muted-foreground">Loading calls…</p>}
      {uses.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorMessage(uses.error, 'Failed to load the calls.')}
        </p>
      )}
      {uses.isSuccess && list.length === 0 && (
        <p className="text-sm text-muted-foreground">No calls in the last 30 days.</p>
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {list.map((use, index) => (
            <li key={`${use.at}-${index}`} className="flex flex-wrap gap-x-2">
              <span className="text-muted-foreground">{timeFormat.format(new Date(use.at))}</span>
              <code className="min-w-0 break-all">
                {use.method} {use.path}
              </code>
              <span className={use.status >= 400 ? 'text-destructive' : ''}>→ {use.status}</span>
            </li>
          ))}
        </ul>
      )}
      {uses.hasNextPage && (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          disabled={uses.isFetchingNextPage}
          onClick={() => void uses.fetchNextPage()}
        >
          {uses.isFetchingNextPage ? 'Loading...' : 'Show older calls'}
        </Button>
      )}
    </section>
  );
}
