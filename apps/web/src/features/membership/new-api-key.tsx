import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';

/**
 * The whole key right after creation: the only time anyone sees it (only its digest is kept), so
 * it says so and offers a copy button; the field is read-only and selectable by hand too.
 */
export function NewApiKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Key copied' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Select the key and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-amber-500 bg-amber-50 p-3 text-amber-950"
    >
      <p className="font-medium">Copy this key now: it will not be shown again.</p>
      <input
        readOnly
        aria-label="New API key"
        value={secret}
        onFocus={(e) => e.currentTarget.select()}
        className="min-h-11 w-full min-w-0 rounded-md border border-border bg-background px-3 font-mono text-sm text-foreground"
      />
      <p className="text-sm">
        Anyone holding it can read your candidates’ data. Store it in your other system’s secret settings.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={copy}>
          Copy key
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </div>
  );
}
