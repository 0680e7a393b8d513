import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/** True when the failed call answered 404 (a missing job or candidate). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/**
 * The page-level failure of a review screen: `notFoundTitle` (e.g. 'Job not found', docs/behaviour/review.md §8)
 * for a 404, otherwise a generic message with the error text and a Try again button.
 */
export function LoadError({
  error,
  notFoundTitle,
  onRetry,
}: {
  error: unknown;
  notFoundTitle: string;
  onRetry: () => void;
}) {
  if (isNotFound(error)) {
    return (
      <section role="alert" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-6">
        <h2 className="text-lg font-semibold">{notFoundTitle}</h2>
      </section>
    );
  }
  return (
    <section
      role="alert"
      className="flex flex-col items-start gap-2 rounded-xl border border-border bg-surface p-6"
    >
      <h2 className="text-lg font-semibold">Something went wrong</h2>
      <p className="text-muted-foreground">
        The data could not be loaded. {errorMessage(error, 'Please try again.')}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
