import { cn } from '@/lib/cn';
import { CLAIMS } from './landing-content';

// Mock values only: the hero shows what a candidate and a recruiter see (docs/behaviour/platform.md §2.2).
const mockScores = [
  { label: 'Communication', score: 88 },
  { label: 'Problem Solving', score: 82 },
  { label: 'Empathy', score: 91 },
  { label: 'Professionalism', score: 86 },
];
const mockOverall = 87;

/** The mock candidate view: question X of N, role, time limit and a live transcript. */
export function MockCandidateView() {
  return (
    <div
      data-testid="mock-candidate-view"
      className="rounded-2xl border border-border bg-surface p-5 shadow-lg"
    >
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>Question 3 of {CLAIMS.questions}</span>
        <span>Time limit: {CLAIMS.timeLimitSeconds}s</span>
      </div>
      <p className="mt-1 text-xs font-medium tracking-wide text-primary uppercase">
        Customer Service Representative
      </p>
      <p className="mt-3 font-medium">Tell us about a time you calmed down an upset customer.</p>
      <div className="mt-4 rounded-lg bg-muted p-3 text-sm">
        <p className="flex items-center gap-2 text-xs font-semibold text-destructive">
          <span
            aria-hidden="true"
            className="size-2 animate-pulse rounded-full bg-destructive motion-reduce:animate-none"
          />
          Live transcript
        </p>
        <p className="mt-1 text-muted-foreground">
          “A client called about a delayed delivery. I listened first, apologised, then tracked the parcel
          while we spoke…”
        </p>
      </div>
    </div>
  );
}

/**
 * The mock evaluation (sample values, no model named): four scores and an overall; only two under
 * 768px (docs/behaviour/platform.md §2.2).
 */
export function MockEvaluationPanel() {
  return (
    <div
      data-testid="mock-evaluation-panel"
      className="rounded-2xl border border-border bg-surface p-5 shadow-lg"
    >
      <div className="flex items-center justify-between">
        <p className="font-semibold">Evaluation</p>
        <p className="text-sm">
          Overall <span className="text-2xl font-bold text-primary">{mockOverall}</span>/100
        </p>
      </div>
      <ul className="mt-4 flex flex-col gap-3">
        {mockScores.map(({ label, score }, index) => (
          // The last two rows are hidden below the md breakpoint (768px).
          <li key={label} className={cn('flex-col gap-1', index < 2 ? 'flex' : 'hidden md:flex')}>
            <div className="flex justify-between text-sm">
              <span>{label}</span>
              <span className="font-medium">{score}</span>
            </div>
            <div className="h-2 rounded-full bg-muted">
              <div className="h-2 rounded-full bg-primary" style={{ width: `${score}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
