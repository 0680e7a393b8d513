import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InterviewLanguagesView } from '@sauti/core/contract/interview-languages';

/** GET /api/interview-languages (docs/behaviour/interview.md §22): the server's own type. */
export type { InterviewLanguagesView };

/** What each interview language gets on this installation, through the default query function. */
export function interviewLanguagesQueryOptions() {
  return queryOptions<InterviewLanguagesView>({ queryKey: ['/api/interview-languages'] });
}

/** The job form's language list and the landing page's language table read this one query. */
export function useInterviewLanguages() {
  return useQuery(interviewLanguagesQueryOptions());
}
