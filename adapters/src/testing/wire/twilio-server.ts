import { randomBytes } from 'node:crypto';
import { json, startRecordingServer, type RecordedRequest, type WireServer } from './recording-server.js';

/** A call placed through Calls.json, as the fake understood it. */
export interface PlacedTwilioCall {
  sid: string;
  to: string;
  from: string;
  url: string;
  statusCallback: string | undefined;
}

export interface TwilioFake extends WireServer {
  readonly accountSid: string;
  readonly authToken: string;
  calls(): PlacedTwilioCall[];
  messages(): { to: string; from: string; body: string }[];
  /** Stores a recording made "during a call" and returns its RecordingUrl (no extension, as Twilio sends it). */
  addRecording(wav: Buffer): string;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

function form(request: RecordedRequest): URLSearchParams {
  return new URLSearchParams(request.body.toString('utf8'));
}

/**
 * Twilio's REST API as a local server (2010-04-01): POST Accounts/{sid}/Calls.json and
 * Messages.json (form-encoded, HTTP Basic with the account SID and auth token, 201 with the new
 * resource's JSON; 401 code 20003 for bad credentials, 400 code 21201-style for a missing To), and
 * GET Accounts/{sid}/Recordings/{sid}.wav, which asks for the same Basic credentials as a
 * "HTTP Basic Authentication for media access" account does.
 */
export async function startTwilioServer(
  options: { accountSid?: string; authToken?: string } = {},
): Promise<TwilioFake> {
  const accountSid = options.accountSid ?? `AC${hex(16)}`;
  const authToken = options.authToken ?? hex(16);
  const recordings = new Map<string, Buffer>();
  const placed: PlacedTwilioCall[] = [];
  const base = `/2010-04-01/Accounts/${accountSid}`;
  const authorised = (r: RecordedRequest) =>
    r.headers.authorization === `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const unauthorised = () => json(401, { code: 20003, message: 'Authenticate', status: 401 });

  const server = await startRecordingServer((request) => {
    if (request.method === 'POST' && request.path === `${base}/Calls.json`) {
      if (!authorised(request)) return unauthorised();
      const f = form(request);
      if (!f.get('To') || !f.get('From') || !f.get('Url')) {
        return json(400, { code: 21201, message: 'To, From and Url are required', status: 400 });
      }
      const call = {
        sid: `CA${hex(16)}`,
        to: f.get('To')!,
        from: f.get('From')!,
        url: f.get('Url')!,
        statusCallback: f.get('StatusCallback') ?? undefined,
      };
      placed.push(call);
      return json(201, { sid: call.sid, status: 'queued', to: call.to, from: call.from });
    }
    if (request.method === 'POST' && request.path === `${base}/Messages.json`) {
      if (!authorised(request)) return unauthorised();
      const f = form(request);
      if (!f.get('To') || !f.get('Body'))
        return json(400, { code: 21604, message: 'To and Body are required', status: 400 });
      return json(201, { sid: `SM${hex(16)}`, status: 'queued', to: f.get('To'), body: f.get('Body') });
    }
    const recording = request.path.match(new RegExp(`^${base}/Recordings/(RE[0-9a-f]{32})\\.(wav|mp3)$`));
    if (request.method === 'GET' && recording) {
      if (!authorised(request)) return unauthorised();
      const bytes = recordings.get(recording[1]!);
      if (!bytes)
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      return { status: 200, contentType: 'audio/x-wav', body: bytes };
    }
    return json(404, { code: 20404, message: `no route ${request.method} ${request.path}`, status: 404 });
  });

  const posted = (path: string) =>
    server.requests
      .filter((r) => r.method === 'POST' && r.path === `${base}/${path}` && authorised(r))
      .map(form);
  return Object.assign(server, {
    accountSid,
    authToken,
    calls: () => [...placed],
    messages: () =>
      posted('Messages.json').map((f) => ({
        to: f.get('To') ?? '',
        from: f.get('From') ?? '',
        body: f.get('Body') ?? '',
      })),
    addRecording(wav: Buffer): string {
      const sid = `RE${hex(16)}`;
      recordings.set(sid, wav);
      return `${server.origin}${base}/Recordings/${sid}`;
    },
  });
}
