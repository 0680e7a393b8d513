/** What one request answered: status, headers, raw bytes and the parsed JSON body if any. */
export interface CallerResponse {
  status: number;
  headers: Headers;
  text: string;
  bytes: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** How a request carries its body: JSON, a multipart form, or raw bytes with the caller's headers. */
export type RequestBody = { json: unknown } | { form: FormData } | { raw: string | Uint8Array } | undefined;

/**
 * No answer within this long counts as a hang (the server must answer hostile input promptly). Not
 * shorter: the first clip of a job makes the offline recogniser build the job's language model
 * (job-models.ts, a low-priority worker), which took 20 s on a fresh 2-core machine before
 * `POST /api/transcribe` could answer its 503, and 12-15 s on a warmer one.
 */
const REQUEST_TIMEOUT_MS = 45_000;

/**
 * One browser of one person: a cookie jar plus fetch. Used for every caller of the
 * authorization matrix (HR, admin, candidates, anonymous) so they all speak the same way.
 */
export class HttpCaller {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly name: string,
    private readonly baseUrl: string,
  ) {}

  /** The cookies held, as `name=value` pairs. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Sends one request; Set-Cookie answers update the jar (an expired cookie is dropped). */
  async request(
    method: string,
    path: string,
    body?: RequestBody,
    headers: Record<string, string> = {},
  ): Promise<CallerResponse> {
    const init: RequestInit & { headers: Record<string, string> } = {
      method,
      headers: {},
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    };
    if (body && 'json' in body) {
      init.body = JSON.stringify(body.json);
      init.headers['content-type'] = 'application/json';
    } else if (body && 'form' in body) init.body = body.form;
    else if (body && 'raw' in body) init.body = body.raw as RequestInit['body'];
    if (this.cookies.size) init.headers.cookie = this.cookieHeader();
    Object.assign(init.headers, headers);
    const res = await fetch(`${this.baseUrl}${path}`, init);
    for (const line of res.headers.getSetCookie()) this.remember(line);
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('utf8');
    return { status: res.status, headers: res.headers, text, bytes, body: parseJson(text) };
  }

  private remember(line: string): void {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq).trim();
    const value = pair!.slice(eq + 1).trim();
    if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** A multipart form of text fields and files (`[bytes, fileName, declaredType]`). */
export function formOf(
  fields: Record<string, string>,
  files: Record<string, [Uint8Array, string, string?]> = {},
): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, [bytes, name, type]] of Object.entries(files)) {
    form.append(
      k,
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: type ?? 'application/octet-stream' }),
      name,
    );
  }
  return form;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function parseJson(text: string): any {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
