/**
 * The `invite` token of an interview link's query (`?invite=…`, docs/behaviour/interview.md §15),
 * or undefined. Free of imports, so the HR app's route can read it without loading the interview.
 */
export function inviteToken(search: string): string | undefined {
  return new URLSearchParams(search).get('invite') || undefined;
}
