import { buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { BOOK_DEMO_URL, CLAIMS } from './landing-content';
import { useServedLanguageNames } from './landing-languages';
import { MockCandidateView, MockEvaluationPanel } from './mock-interview';

/** Opens the external scheduling page in a new tab (docs/behaviour/platform.md §1). */
export function BookDemoLink({
  children = 'Book a Demo',
  variant = 'primary',
}: {
  children?: string;
  variant?: ButtonVariant;
}) {
  return (
    <a
      href={BOOK_DEMO_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses(variant, 'lg')}
    >
      {children}
    </a>
  );
}

/** The hero: promise, Book a Demo and the mock interview (docs/behaviour/platform.md §2.2). */
export function LandingHero() {
  const languages = useServedLanguageNames();
  return (
    <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
      <div className="flex flex-col gap-5">
        <p className="text-sm font-semibold text-primary">Voice interviews for African enterprises</p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Screen every candidate by voice, in parallel
        </h1>
        <p className="text-lg text-muted-foreground">
          Candidates answer {CLAIMS.questions} questions by voice from any phone. Sauti transcribes and scores
          every answer out of 100, so your team saves {CLAIMS.hoursSavedPerWeek} hours a week and evaluates{' '}
          {CLAIMS.parallelCandidates} candidates in parallel.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <BookDemoLink />
          <span className="text-sm text-muted-foreground">
            {languages ? `Interviews in ${languages}` : null}
          </span>
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <MockCandidateView />
        <MockEvaluationPanel />
      </div>
    </section>
  );
}
