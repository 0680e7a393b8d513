import { Button } from '@/components/ui/button';

/**
 * Previous page / Next page under a server-paged review list (the candidates overview, the panel
 * builder's Available column); nothing when everything fits on one page.
 */
export function PageButtons({
  page,
  shown,
  onPage,
}: {
  /** The page asked for and how many rows match in all. */
  page: { offset: number; limit: number; matching: number };
  /** Rows on this page. */
  shown: number;
  onPage: (offset: number) => void;
}) {
  const hasNext = page.offset + shown < page.matching;
  const hasPrevious = page.offset > 0;
  if (!hasPrevious && !hasNext) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {hasPrevious && (
        <Button size="sm" variant="outline" onClick={() => onPage(Math.max(0, page.offset - page.limit))}>
          Previous page
        </Button>
      )}
      {hasNext && (
        <Button size="sm" variant="outline" onClick={() => onPage(page.offset + page.limit)}>
          Next page
        </Button>
      )}
    </div>
  );
}
