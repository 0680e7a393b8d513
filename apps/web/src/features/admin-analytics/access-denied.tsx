import { Card, CardContent } from '@/components/ui/card';

/** What a non-administrator sees on /analytics (docs/behaviour/platform.md §2.8). */
export const ACCESS_DENIED_TEXT = 'Access denied. Administrator privileges required to view analytics.';

/** The refusal for a user without administrator rights; also shown when the API answers 403. */
export function AccessDenied() {
  return (
    <main className="mx-auto max-w-3xl p-4 sm:p-6">
      <Card>
        <CardContent className="pt-4 sm:pt-6">
          <p role="alert" className="text-destructive">
            {ACCESS_DENIED_TEXT}
          </p>
        </CardContent>
      </Card>
    </main>
  );
}
