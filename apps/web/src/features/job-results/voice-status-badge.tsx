import { voiceStatus, type VoiceStatus } from '@sauti/core/rules/voice-score';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const variant: Record<VoiceStatus, BadgeVariant> = {
  'Voice Match': 'success',
  'Needs Review': 'warning',
  Loading: 'outline',
};

/** The voice-status indicator: Voice Match, Needs Review, or Loading while unscored (docs/behaviour/review.md §4). */
export function VoiceStatusBadge({ voiceScore }: { voiceScore: number | null }) {
  const status = voiceStatus(voiceScore);
  return (
    <Badge variant={variant[status]} aria-label={`Voice status: ${status}`}>
      {status}
    </Badge>
  );
}
