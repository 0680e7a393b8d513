import { useToast } from './use-toast';

/** Title of the toast shown when the link reached the clipboard. */
export const LINK_COPIED_TITLE = 'Link copied';

/** What the toasts of one kind of copied value say. */
export interface CopyTexts {
  /** Title of the toast when the value reached the clipboard. */
  copied: string;
  /** Description of that toast (the value itself for a link; nothing for a secret). */
  copiedDescription?: (value: string) => string;
  /** How to copy by hand when the clipboard is refused. */
  manually: string;
}

/**
 * Copies a value to the clipboard and toasts the outcome; a failure (no clipboard access, e.g. an
 * insecure origin) toasts 'Copy failed' with how to copy it by hand.
 */
export function useCopyText(texts: CopyTexts): (value: string) => Promise<void> {
  const { toast } = useToast();
  return async (value: string) => {
    try {
      await navigator.clipboard.writeText(value);
      const description = texts.copiedDescription?.(value);
      toast({ title: texts.copied, ...(description ? { description } : {}) });
    } catch {
      toast({ title: 'Copy failed', description: texts.manually, variant: 'destructive' });
    }
  };
}

const LINK_TEXTS: CopyTexts = {
  copied: LINK_COPIED_TITLE,
  copiedDescription: (link) => link,
  manually: 'Please try copying the link manually.',
};

/** Copies a link, toasting it, or 'Copy failed' (docs/behaviour/interview.md §8). */
export function useCopyLink(): (link: string) => Promise<void> {
  return useCopyText(LINK_TEXTS);
}
