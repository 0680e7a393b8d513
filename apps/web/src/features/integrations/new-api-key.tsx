import { Button } from '@/components/ui/button';
import { CopyableValue } from '@/components/ui/copyable-value';
import { useCopyText, type CopyTexts } from '@/components/ui/use-copy-link';

const KEY_TEXTS: CopyTexts = { copied: 'Key copied', manually: 'Select the key and copy it by hand.' };

/**
 * The whole key right after creation: the only time anyone sees it (only its digest is kept), so
 * it says so and offers a copy button; the field is read-only and selectable by hand too.
 */
export function NewApiKey({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = useCopyText(KEY_TEXTS);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-md border border-amber-500 bg-amber-50 p-3 text-amber-950"
    >
      <p className="font-medium">Copy this key now: it will not be shown again.</p>
      <CopyableValue label="New API key" value={secret} secret />
      <p className="text-sm">
        Anyone holding it can read your candidates’ data. Store it in your other system’s secret settings.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={() => void copy(secret)}>
          Copy key
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          I have stored it
        </Button>
      </div>
    </div>
  );
}
