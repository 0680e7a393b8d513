import { useState, type FormEvent } from 'react';
import type { SelfIdentificationCategory } from '@sauti/core/domain/self-identification';
import { SELF_ID_LIMITS } from '@sauti/core/rules/self-identification';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { useSaveSelfIdentificationSettings, useSelfIdentificationSettings } from './use-bias-audit';

/** A category as the settings send it: a new one without ids (the server makes them of the names). */
type DraftCategory = Omit<SelfIdentificationCategory, 'id' | 'options'> & {
  id?: string;
  options: { id?: string; label: string }[];
};

function OwnCategoryForm({ onAdd }: { onAdd: (category: DraftCategory) => void }) {
  const [label, setLabel] = useState('');
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = options
      .split('\n')
      .map((o) => o.trim())
      .filter(Boolean);
    onAdd({ label: label.trim(), question: question.trim(), options: lines.map((o) => ({ label: o })) });
    setLabel('');
    setQuestion('');
    setOptions('');
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3 rounded-lg border border-border p-3">
      <p className="font-medium">Your own category</p>
      <FormField label="Name (in the audit)">
        <Input
          value={label}
          required
          maxLength={SELF_ID_LIMITS.label}
          onChange={(e) => setLabel(e.target.value)}
        />
      </FormField>
      <FormField label="Question candidates read">
        <Input
          value={question}
          required
          maxLength={SELF_ID_LIMITS.question}
          onChange={(e) => setQuestion(e.target.value)}
        />
      </FormField>
      <FormField label={`Options, one per line (${SELF_ID_LIMITS.minOptions} to ${SELF_ID_LIMITS.options})`}>
        <Textarea value={options} required onChange={(e) => setOptions(e.target.value)} />
      </FormField>
      <Button type="submit" variant="outline">
        Add this category
      </Button>
    </form>
  );
}

/**
 * The questions candidates are asked at the end of the interview (docs/behaviour/interview.md §19):
 * the built-in ones, and up to three categories the organisation chooses for its country.
 */
export function CategoriesCard() {
  const settings = useSelfIdentificationSettings();
  const save = useSaveSelfIdentificationSettings();
  const { toast } = useToast();
  const [draft, setDraft] = useState<DraftCategory[] | null>(null);
  if (settings.isPending) return <Spinner label="Loading the questions" />;
  if (settings.isError || !settings.data) {
    return (
      <p role="alert" className="text-destructive">
        {errorMessage(settings.error, 'Failed to load the questions. Please try again later.')}
      </p>
    );
  }
  const { config, presets, builtIn } = settings.data;
  const categories: DraftCategory[] = draft ?? config.categories;
  const full = categories.length >= SELF_ID_LIMITS.categories;
  const change = (next: DraftCategory[]) => setDraft(next);
  const submit = () =>
    save.mutate(
      { categories },
      {
        onSuccess: () => {
          setDraft(null);
          toast({ title: 'Questions saved', description: 'Candidates see them from their next interview.' });
        },
        onError: (error) =>
          toast({
            title: 'Not saved',
            description: errorMessage(error, 'Please try again'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>Questions candidates may answer</CardTitle>
        <CardDescription>
          At the end of the interview, every candidate may answer these, each optional with “Prefer not to
          say”. Answers are kept apart: nobody sees one candidate’s, no score uses them; the audit counts them
          only.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-sm">
          <span className="font-medium">Always asked: </span>
          {builtIn.map((q) => q.question).join(' · ')}
        </p>
        <ul className="flex flex-col gap-2">
          {categories.length === 0 && (
            <li className="text-sm text-muted-foreground">No category of your own yet.</li>
          )}
          {categories.map((c, i) => (
            <li
              key={c.id ?? `new-${i}`}
              className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium">{c.label}</p>
                <p className="text-sm">{c.question}</p>
                <p className="text-sm break-words text-muted-foreground">
                  {c.options.map((o) => o.label).join(', ')}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                onClick={() => change(categories.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {!full && (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium">Add a category used in your country</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {presets
                .filter((p) => !categories.some((c) => c.id === p.id))
                .map((p) => (
                  <Button key={p.id} variant="outline" size="sm" onClick={() => change([...categories, p])}>
                    Add {p.label}
                  </Button>
                ))}
            </div>
            <OwnCategoryForm onAdd={(c) => change([...categories, c])} />
          </div>
        )}
        {draft !== null && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={submit} disabled={save.isPending}>
              Save questions
            </Button>
            <Button variant="ghost" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
