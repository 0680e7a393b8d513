import { useMutation } from '@tanstack/react-query';
import type {
  QuestionTranslationView,
  TranslateQuestionsRequest,
} from '@sauti/core/contract/question-translation';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import type { QuestionFormRow } from './job-form';

/** POST /api/questions/translate. */
function draftTranslation(request: TranslateQuestionsRequest): Promise<QuestionTranslationView> {
  return apiRequest<QuestionTranslationView>('POST', '/api/questions/translate', request);
}

/**
 * "Draft a translation" (docs/behaviour/interview.md §22): for a job in another language than
 * English, the questions written so far (in English) are drafted in that language by the language
 * model and put in place of the English ones, for HR to read and edit before saving.
 */
export function DraftTranslationButton({
  language,
  languageName,
  questions,
  onChange,
}: {
  language: string;
  languageName: string;
  questions: QuestionFormRow[];
  onChange: (questions: QuestionFormRow[]) => void;
}) {
  const { toast } = useToast();
  const mutation = useMutation({ mutationFn: draftTranslation });
  const written = questions.filter((q) => q.text.trim());
  if (language === 'en' || written.length === 0) return null;
  function draft() {
    mutation.mutate(
      { language, questions: written.map((q) => q.text) },
      {
        onSuccess: ({ questions: drafted, translator }) => {
          const byKey = new Map(written.map((q, i) => [q.key, drafted[i] ?? q.text]));
          onChange(questions.map((q) => ({ ...q, text: byKey.get(q.key) ?? q.text })));
          toast({
            title: `Questions drafted in ${languageName}`,
            description: `Drafted by ${translator}: read and edit each one before saving.`,
          });
        },
        onError: (error) =>
          toast({
            title: 'No translation drafted',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }
  return (
    <Button variant="secondary" onClick={draft} disabled={mutation.isPending}>
      {mutation.isPending ? 'Drafting...' : `Draft a translation into ${languageName}`}
    </Button>
  );
}
