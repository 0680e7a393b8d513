import { languageName } from '@sauti/core/rules/interview-languages';
import { DraftTranslationButton } from './draft-translation-button';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import type { QuestionDraft } from '@sauti/core/domain/job';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { PILLAR_DEFINITIONS } from '@sauti/core/rules/pillars';
import { JOB_MESSAGES } from '@sauti/core/contract/jobs';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/error-message';
import { readQuestion } from './question-payload';
import type { EditorField } from './form-messages';
import { newQuestion, type JobFormErrors, type QuestionFormRow } from './job-form';
import { QuestionRow, type PillarOption } from './question-row';
import { QuestionSuggestions } from './question-suggestions';
import type { SuggestionPanel } from './use-job-editor';
import { usePreviewQuestions } from './use-preview-questions';

/** The pillars a question may be tagged with: the enabled ones once criteria exist, else all eight. */
export function pillarOptionsFor(config: CriteriaConfig | null): PillarOption[] {
  if (config === null) return PILLAR_DEFINITIONS.map(({ id, label }) => ({ id, label }));
  return config.pillars.filter((p) => p.enabled).map(({ id, label }) => ({ id, label }));
}

/** Adds taken suggestions; a lone blank question is replaced rather than kept empty. */
export function takeSuggestions(questions: QuestionFormRow[], taken: QuestionDraft[]): QuestionFormRow[] {
  const kept = questions.length === 1 && questions[0]!.text.trim() === '' ? [] : questions;
  return [...kept, ...taken.map((q) => newQuestion(q.text, q.pillarId, q.scoringGuide ?? null))];
}

/**
 * Voice Interview Questions: add, edit, tag a pillar, delete (never the last), suggest (docs/behaviour/interview.md
 * §2.1). Suggestions are drawn from the job's title, description and skills; the panel belongs to
 * the editor, which closes it when the job is saved.
 */
export function QuestionsSection({
  questions,
  errors,
  criteriaConfig,
  job,
  preview,
  onPreviewChange,
  onChange,
  onTouch,
}: {
  questions: QuestionFormRow[];
  errors: JobFormErrors;
  criteriaConfig: CriteriaConfig | null;
  /** `language`: the interview's, whose questions a language model may draft from English. */
  job: { title: string; description: string; skills: string[]; language?: string };
  preview: SuggestionPanel | null;
  onPreviewChange: (change: (panel: SuggestionPanel | null) => SuggestionPanel | null) => void;
  onChange: (questions: QuestionFormRow[]) => void;
  onTouch: (field: EditorField) => void;
}) {
  const { toast } = useToast();
  const previewMutation = usePreviewQuestions();
  const setPreview = (panel: SuggestionPanel | null) => onPreviewChange(() => panel);

  const options = pillarOptionsFor(criteriaConfig);
  function optionsWith(question: QuestionFormRow): PillarOption[] {
    const current = question.pillarId;
    if (current === null || options.some((o) => o.id === current)) return options;
    const definition = PILLAR_DEFINITIONS.find((d) => d.id === current);
    return definition ? [...options, { id: current, label: definition.label }] : options;
  }

  function suggest() {
    if (!job.title.trim() || !job.description.trim()) {
      toast({ title: JOB_MESSAGES.titleAndDescriptionFirst, variant: 'destructive' });
      return;
    }
    previewMutation.mutate(
      {
        jobTitle: job.title,
        jobDescription: job.description,
        skills: job.skills,
        criteriaConfig: criteriaConfig ?? defaultCriteriaConfig(),
      },
      {
        onSuccess: ({ questions: suggested, source, role }) =>
          setPreview({ source, role: role ?? null, suggestions: suggested.map(readQuestion) }),
        onError: (error) =>
          toast({
            title: 'Failed to generate questions',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  function take(taken: QuestionDraft[]) {
    onChange(takeSuggestions(questions, taken));
    onPreviewChange((p) => p && { ...p, suggestions: p.suggestions.filter((s) => !taken.includes(s)) });
  }

  return (
    <Card>
      <section aria-labelledby="questions-heading">
        <CardHeader>
          <CardTitle id="questions-heading">Voice Interview Questions</CardTitle>
          <CardDescription>Candidates hear each question and answer it by voice.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ol className="flex flex-col gap-3">
            {questions.map((question, index) => (
              <QuestionRow
                key={question.key}
                index={index}
                question={question}
                error={errors[`questions.${index}.text`] ?? errors[`questions.${index}`]}
                pillarOptions={optionsWith(question)}
                canDelete={questions.length > 1}
                onChange={(changed) => onChange(questions.map((q) => (q.key === changed.key ? changed : q)))}
                onTouch={() => onTouch(`question:${question.key}`)}
                onDelete={() =>
                  questions.length > 1 && onChange(questions.filter((q) => q.key !== question.key))
                }
              />
            ))}
          </ol>
          {errors.questions !== undefined && <p className="text-sm text-destructive">{errors.questions}</p>}
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => onChange([...questions, newQuestion()])}>
              Add Question
            </Button>
            <Button variant="secondary" onClick={suggest} disabled={previewMutation.isPending}>
              {previewMutation.isPending ? 'Suggesting...' : 'Suggest questions'}
            </Button>
            <DraftTranslationButton
              language={job.language ?? 'en'}
              languageName={languageName(job.language ?? 'en')}
              questions={questions}
              onChange={onChange}
            />
          </div>
          {preview && (
            <QuestionSuggestions
              source={preview.source}
              role={preview.role}
              suggestions={preview.suggestions}
              onTake={take}
              onDismiss={() => setPreview(null)}
            />
          )}
        </CardContent>
      </section>
    </Card>
  );
}
