import type { CallerResponse } from './http-caller.js';
import { SELF_ID_LABEL_ROUTES } from './accountability-rows.js';
import { MARKERS, type CallerName } from './security-world.js';
import { SELF_ID_MARKER } from './self-id-marker.js';

/** What the session's own candidate may read about themselves (never HR's evaluation or drafts). */
const CANDIDATE_OWN: readonly string[] = [
  MARKERS.candidateName,
  MARKERS.candidateEmail,
  MARKERS.candidatePhone,
  MARKERS.cvBytes,
  MARKERS.audioBytes,
  MARKERS.videoBytes,
];

/** Private strings `caller` must not find in an answer (HR of this organisation may read all). */
export function forbiddenMarkers(caller: CallerName, adminView: boolean): string[] {
  if (caller === 'hr' || (caller === 'admin' && adminView)) return [];
  const all = Object.values(MARKERS) as string[];
  return caller === 'candidate' ? all.filter((m) => !CANDIDATE_OWN.includes(m)) : all;
}

/**
 * The self-identification marker in an answer of a route that has no business with it, for any
 * caller (HR included); null when absent. Compared in lower case: the option's id is its name so.
 */
export function leakedSelfIdentification(res: CallerResponse, route: string): string | null {
  if (SELF_ID_LABEL_ROUTES.has(route)) return null;
  return res.bytes.toString('latin1').toLowerCase().includes(SELF_ID_MARKER.toLowerCase())
    ? `self-identification (${SELF_ID_MARKER})`
    : null;
}

/** The private strings found in an answer's body (read as bytes, so media leaks count too). */
export function leakedMarkers(res: CallerResponse, forbidden: readonly string[]): string[] {
  const text = res.bytes.toString('latin1');
  return forbidden.filter((m) => text.includes(m));
}

/** A refusal must be a JSON `{ error: CODE, message }`, not a page, a file or a stack trace. */
export function refusalProblem(res: CallerResponse): string | null {
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) {
    return `content-type ${res.headers.get('content-type')}`;
  }
  if (typeof res.body?.error !== 'string' || !/^[A-Z_]+$/.test(res.body.error))
    return `no error code: ${res.text}`;
  if (typeof res.body?.message !== 'string') return `no message: ${res.text}`;
  return stackTraceIn(res.text) ?? serverPathIn(res.text);
}

/** Signs of a stack trace or internal path in a body, or null. */
export function stackTraceIn(text: string): string | null {
  const patterns = [
    /\bat [\w$.<>[\] ]*\(?(?:file:\/\/)?\/[\w./-]+:\d+/,
    /\bat (?:async )?[\w$.]+ \(/,
    /node_modules\//,
    /\b(?:Type|Reference|Range|Syntax)?Error: [^"]*\n\s+at /,
    /\.ts:\d+:\d+/,
  ];
  const hit = patterns.find((p) => p.test(text));
  return hit ? `stack-like text ${hit}: ${text.slice(0, 300)}` : null;
}

/** A server file path (temporary folders, the checkout, home folders) in a body, or null. */
export function serverPathIn(text: string): string | null {
  const hit = /(?:\/work|\/home|\/tmp|\/srv|\/root)\/[\w.-]+/.exec(text);
  return hit ? `server path ${hit[0]}: ${text.slice(0, 300)}` : null;
}
