import { CandidateBrowser, uploadAnswer } from '@sauti/http/sessions/interview-fixtures';
import { CANDIDATE_TOKEN_HEADER } from '@sauti/http/sessions/candidate-credential';

/** Which HTTP process a request goes to. */
export type Via = 'a' | 'b';

/**
 * One candidate whose requests go to process A or B as the test says, as a load balancer without
 * sticky sessions would send them. The credential travels in the header the page sends (the cookie
 * a process sets would work as well: it is the same token, checked against the database).
 */
export function alternatingCandidate(urls: Record<Via, string>, token: string) {
  const browsers = { a: new CandidateBrowser(urls.a), b: new CandidateBrowser(urls.b) };
  const headers = { [CANDIDATE_TOKEN_HEADER]: token };
  return {
    upload: (via: Via, sessionId: string, index: number, audio: Uint8Array) =>
      uploadAnswer(browsers[via], sessionId, index, audio, headers),
    form: (via: Via, path: string, fields: Record<string, string>, audio: Uint8Array) =>
      browsers[via].postForm(path, fields, { audio: [audio, 'answer.webm', 'audio/webm'] }, headers),
    json: (via: Via, method: string, path: string, body: unknown) =>
      browsers[via].json(method, path, body, headers),
    get: (via: Via, path: string, extra: Record<string, string> = {}) =>
      browsers[via].get(path, { ...headers, ...extra }),
    post: (via: Via, path: string) => browsers[via].request('POST', path, { headers }),
  };
}

/** `url` with its database name replaced. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
