import { CHANNEL_LABELS, type InterviewChannel } from '@sauti/core/rules/interview-channel';
import { Badge } from '@/components/ui/badge';

/** The badge's tooltip. */
export const PHONE_BADGE_TITLE = 'Taken on a phone call';

/**
 * 'Phone' next to a candidate whose interview was taken on a phone call, on every review screen
 * (docs/behaviour/interview.md §20); nothing for the web page, the usual channel.
 */
export function ChannelBadge({ channel }: { channel: InterviewChannel }) {
  if (channel !== 'phone') return null;
  return (
    <Badge variant="secondary" title={PHONE_BADGE_TITLE}>
      {CHANNEL_LABELS.phone}
    </Badge>
  );
}
