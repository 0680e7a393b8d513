import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Shown after Save as Draft while that draft is open: it is saved, candidates cannot open it
 * yet, and the two next steps — see it as a candidate will, or publish it.
 */
export function DraftSavedCard({
  title,
  onPreview,
  onPublish,
  publishing,
}: {
  title: string;
  onPreview: () => void;
  onPublish: () => void;
  publishing: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The card appears above the form; bring it into view after a click at the bottom of the page.
  useEffect(() => void ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), []);
  return (
    <Card ref={ref} className="border-primary">
      <section aria-labelledby="draft-saved-heading">
        <CardHeader>
          <CardTitle id="draft-saved-heading">Draft saved</CardTitle>
          <CardDescription className="break-words">
            {title} is saved as a draft. Candidates cannot open it until you publish it; you can keep editing
            below.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onPreview}>
            Preview as candidate
          </Button>
          <Button onClick={onPublish} disabled={publishing}>
            Publish
          </Button>
        </CardContent>
      </section>
    </Card>
  );
}
