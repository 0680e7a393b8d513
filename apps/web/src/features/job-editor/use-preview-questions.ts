import { useMutation } from '@tanstack/react-query';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import { apiRequest } from '@/lib/api-client';
import type { ApiJobQuestion } from '@/api/jobs';

/** What the question suggester reads. */
export type PreviewQuestionsRequest = {
  jobTitle: string;
  jobDescription: string;
  skills: string[];
  criteriaConfig: CriteriaConfig;
};

/**
 * Suggested questions and where they came from ('cache', 'llm' or 'fallback'), with the job
 * family the built-in bank recognised (absent from older servers).
 */
export type QuestionPreview = { questions: ApiJobQuestion[]; source: string; role?: string | null };

/** POST /api/questions/preview. */
export function previewQuestions(request: PreviewQuestionsRequest): Promise<QuestionPreview> {
  return apiRequest<QuestionPreview>('POST', '/api/questions/preview', request);
}

/** Suggests interview questions for the job being edited. */
export function usePreviewQuestions() {
  return useMutation({ mutationFn: previewQuestions });
}
