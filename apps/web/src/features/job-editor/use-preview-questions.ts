import { useMutation } from '@tanstack/react-query';
import type { PreviewQuestionsInput, SuggestedQuestions } from '@sauti/core/contract/jobs';
import { apiRequest } from '@/lib/api-client';
import type { ApiJobQuestion } from '@/api/jobs';

/**
 * The contract's SuggestedQuestions, read tolerantly: the job family is absent from older servers'
 * answers, and the questions may come in any shape the jobs API accepts (readQuestion).
 */
type QuestionPreview = Omit<SuggestedQuestions, 'questions' | 'role'> & {
  questions: ApiJobQuestion[];
  role?: SuggestedQuestions['role'];
};

/** POST /api/questions/preview. */
export function previewQuestions(request: PreviewQuestionsInput): Promise<QuestionPreview> {
  return apiRequest<QuestionPreview>('POST', '/api/questions/preview', request);
}

/** Suggests interview questions for the job being edited. */
export function usePreviewQuestions() {
  return useMutation({ mutationFn: previewQuestions });
}
