import { legacyScoreColour, type TrafficLight } from '@sauti/core/rules/recommendation';
import { cn } from '@/lib/cn';
import { percentText } from '@/lib/review/figures';

const barColour: Record<TrafficLight, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
};

/**
 * The score bar of a legacy card: 0-100 shown as a percent like every review screen, green from
 * 80, yellow from 60, else red (docs/behaviour/review.md §9, §10), named by who made the score
 * ('AI Score' or 'Built-in score', docs/behaviour/review.md §16).
 */
export function ScoreBar({ score, label }: { score: number; label: string }) {
  const colour = legacyScoreColour(score);
  const width = Math.max(0, Math.min(100, score));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium">{label}</span>
        <span className="font-semibold">{percentText(score)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        data-colour={colour}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className={cn('h-full rounded-full', barColour[colour])} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
