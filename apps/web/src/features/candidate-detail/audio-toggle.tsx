import { Button } from '@/components/ui/button';
import { NO_AUDIO } from '@/lib/review/display';
import { useSharedAudio } from './use-single-audio';

/**
 * A play / pause control for one recording, through the page's single player; 'No audio
 * recording available' when there is none.
 */
export function AudioToggle({
  audioKey,
  url,
  playLabel,
  pauseLabel = 'Pause',
}: {
  /** Unique per control, so only the clicked control shows Pause. */
  audioKey: string;
  url: string | null;
  playLabel: string;
  pauseLabel?: string;
}) {
  const audio = useSharedAudio();
  if (!url) return <p className="text-xs text-muted-foreground">{NO_AUDIO}</p>;
  const playing = audio.playingKey === audioKey;
  return (
    <Button size="sm" variant="outline" onClick={() => audio.toggle(audioKey, url)}>
      <span aria-hidden="true">{playing ? '⏸' : '▶'}</span>
      {playing ? pauseLabel : playLabel}
    </Button>
  );
}
