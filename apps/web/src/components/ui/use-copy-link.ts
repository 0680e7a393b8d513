import { useToast } from './use-toast';

/** Title of the toast shown when the link reached the clipboard. */
export const LINK_COPIED_TITLE = 'Link copied';

/**
 * Copies a link to the clipboard and toasts the outcome; a failure (no clipboard access, e.g. an
 * insecure origin) toasts 'Copy failed' (docs/behaviour/interview.md §8) so the user copies it by hand.
 */
export function useCopyLink(): (link: string) => Promise<void> {
  const { toast } = useToast();
  return async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: LINK_COPIED_TITLE, description: link });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Please try copying the link manually.',
        variant: 'destructive',
      });
    }
  };
}
