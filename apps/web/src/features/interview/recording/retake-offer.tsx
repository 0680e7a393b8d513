import { Button } from '@/components/ui/button';
import { useT } from '../i18n/screen-language';
import { translateEnglish, type Translate } from '../i18n/translator';
import type { RecordingVerdict } from '@sauti/core/rules/recording-quality';

/** A verdict that calls for the offer: anything but 'ok'. */
export type RetakeReason = Exclude<RecordingVerdict, 'ok'>;

/** What a screen reader is told when the offer appears: the same words as on the screen. */
export function retakeAnnouncement(reason: RetakeReason, t: Translate = translateEnglish): string {
  return `${t('retake.title')}. ${t(`retake.${reason}`)} ${t('retake.question')}`;
}

/**
 * The offer to record again, made once per answer when the recording will not be understood
 * (docs/behaviour/interview.md §16): why, in plain words, then Record again or Keep this answer.
 * The recorder's live region reads it out; this box is not a live region itself, so it is heard once.
 */
export function RetakeOffer({
  reason,
  keepLabel,
  busy,
  onRecordAgain,
  onKeep,
}: {
  reason: RetakeReason;
  keepLabel: string;
  busy: boolean;
  onRecordAgain: () => void;
  onKeep: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning-soft p-4 text-foreground">
      <h2 className="font-semibold text-warning">{t('retake.title')}</h2>
      <p>{t(`retake.${reason}`)}</p>
      <p>{t('retake.question')}</p>
      {/* One above the other on a phone, so each label keeps its line. */}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button size="lg" onClick={onRecordAgain} disabled={busy}>
          {t('retake.recordAgain')}
        </Button>
        <Button size="lg" variant="outline" onClick={onKeep} disabled={busy}>
          {busy ? t('recorder.saving') : keepLabel}
        </Button>
      </div>
    </div>
  );
}
