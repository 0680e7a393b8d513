import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FeedbackContentInput,
  HrFeedbackView,
  HumanReviewOutcomeInput,
  HumanReviewView,
  JobFeedbackSettingsView,
  OrganisationFeedbackSettingsView,
  ReviewRequestsView,
} from '@sauti/core/contract/candidate-feedback';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';

/**
 * Candidate feedback and human review for HR (docs/behaviour/interview.md §17, §18): the feedback
 * card of the candidate detail, the review requests, and the job's and organisation's settings.
 * Every query starts with FEEDBACK_KEY, so one invalidation refreshes them all.
 */
export const FEEDBACK_KEY = ['candidate-feedback'] as const;

const feedbackPath = (jobId: string, sessionId: string) =>
  `/api/jobs/${encodeURIComponent(jobId)}/candidates-v2/${encodeURIComponent(sessionId)}/feedback`;

/** GET …/candidates-v2/{sessionId}/feedback. */
export function useCandidateFeedback(jobId: string, sessionId: string) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'candidate', jobId, sessionId],
    queryFn: () => apiRequest<HrFeedbackView>('GET', feedbackPath(jobId, sessionId)),
  });
}

/** What HR can do with a candidate's feedback. */
export type FeedbackAction =
  | { kind: 'save'; content: FeedbackContentInput }
  | { kind: 'send'; content: FeedbackContentInput }
  | { kind: 'hold'; held: boolean };

const ACTION_TOASTS = {
  save: 'Draft saved',
  send: 'Feedback sent to the candidate',
  hold: 'Feedback updated',
} as const;

/** Saves, sends, holds or releases the feedback, with a toast either way. */
export function useFeedbackAction(jobId: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FeedbackAction) => {
      const path = feedbackPath(jobId, sessionId);
      if (action.kind === 'save') return apiRequest<HrFeedbackView>('PUT', path, action.content);
      if (action.kind === 'send') return apiRequest<HrFeedbackView>('POST', `${path}/send`, action.content);
      return apiRequest<HrFeedbackView>('POST', `${path}/hold`, { held: action.held });
    },
    onSuccess: (_view, action) => toast({ title: ACTION_TOASTS[action.kind] }),
    onError: (error) =>
      toast({
        title: 'Feedback not changed',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

/** GET /api/review-requests: the organisation's requests (or a job's), counts and decision analytics. */
export function useReviewRequests(query: { jobId?: string; status?: 'open' | 'decided' | 'all' } = {}) {
  const params = new URLSearchParams();
  if (query.jobId) params.set('jobId', query.jobId);
  if (query.status) params.set('status', query.status);
  const qs = params.toString();
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'review-requests', qs],
    queryFn: () => apiRequest<ReviewRequestsView>('GET', `/api/review-requests${qs ? `?${qs}` : ''}`),
  });
}

/** POST /api/review-requests/{id}/outcome: what the review found; the candidate is mailed. */
export function useRecordReviewOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: HumanReviewOutcomeInput & { id: string }) =>
      apiRequest<HumanReviewView>('POST', `/api/review-requests/${encodeURIComponent(id)}/outcome`, input),
    onSuccess: (view) =>
      toast({
        title: 'Review outcome recorded',
        description: view.candidateToldAt
          ? 'The candidate has been told by e-mail.'
          : 'The e-mail to the candidate will be sent again shortly.',
      }),
    onError: (error) =>
      toast({
        title: 'Outcome not recorded',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}

const jobSettingsPath = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/feedback-settings`;

/** GET/PUT /api/jobs/{jobId}/feedback-settings. */
export function useJobFeedbackSettings(jobId: string) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'job-settings', jobId],
    queryFn: () => apiRequest<JobFeedbackSettingsView>('GET', jobSettingsPath(jobId)),
  });
}

export function useSaveJobFeedbackSettings(jobId: string) {
  return useSettingsMutation((settings: JobFeedbackSettingsView) =>
    apiRequest<JobFeedbackSettingsView>('PUT', jobSettingsPath(jobId), settings),
  );
}

/** GET/PUT /api/organisation/feedback-settings. */
export function useOrganisationFeedbackSettings() {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'organisation-settings'],
    queryFn: () => apiRequest<OrganisationFeedbackSettingsView>('GET', '/api/organisation/feedback-settings'),
  });
}

export function useSaveOrganisationFeedbackSettings() {
  return useSettingsMutation((settings: OrganisationFeedbackSettingsView) =>
    apiRequest<OrganisationFeedbackSettingsView>('PUT', '/api/organisation/feedback-settings', settings),
  );
}

function useSettingsMutation<T>(save: (settings: T) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => toast({ title: 'Feedback settings saved' }),
    onError: (error) =>
      toast({
        title: 'Settings not saved',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY }),
  });
}
