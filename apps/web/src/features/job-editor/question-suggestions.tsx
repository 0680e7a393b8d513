import { Button } from '@/components/ui/button';
import type { QuestionDraft } from '@sauti/core/domain/job';

const sourceLabels: Record<string, string> = {
  cache: 'saved suggestions',
  llm: 'AI',
  fallback: 'standard questions',
};

/** Where the suggestions came from, naming the job family the question bank recognised. */
export function sourceLabel(source: string, role: string | null): string {
  if (role !== null && source !== 'llm') return `question bank for ${role} roles`;
  return sourceLabels[source] ?? source;
}

/** Suggested questions with where they came from; each can be taken into the job, or all at once. */
export function QuestionSuggestions({
  source,
  role,
  suggestions,
  onTake,
  onDismiss,
}: {
  source: string;
  role: string | null;
  suggestions: QuestionDraft[];
  onTake: (taken: QuestionDraft[]) => void;
  onDismiss: () => void;
}) {
  return (
    <section aria-labelledby="suggestions-heading" className="flex flex-col gap-3 rounded-lg bg-muted p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="suggestions-heading" className="font-medium">
          Suggested questions
        </h3>
        <p className="text-sm text-muted-foreground">Source: {sourceLabel(source, role)}</p>
      </div>
      {suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">All suggestions have been added.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {suggestions.map((suggestion, index) => (
            <li key={`${index}-${suggestion.text}`} className="flex items-start justify-between gap-3">
              <p className="text-sm">{suggestion.text}</p>
              <Button size="sm" variant="outline" onClick={() => onTake([suggestion])}>
                Use question
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        {suggestions.length > 0 && (
          <Button size="sm" onClick={() => onTake(suggestions)}>
            Use all
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Close suggestions
        </Button>
      </div>
    </section>
  );
}
