import { randomBytes } from 'node:crypto';
import { json, startRecordingServer, type RecordedRequest, type WireServer } from './recording-server.js';

/** A call placed through POST /call. */
export interface PlacedAfricasTalkingCall {
  sessionId: string;
  to: string;
  from: string;
  clientRequestId: string | undefined;
}

export interface AfricasTalkingFake extends WireServer {
  readonly username: string;
  readonly apiKey: string;
  calls(): PlacedAfricasTalkingCall[];
  messages(): { to: string; message: string; from: string | undefined }[];
  /** Stores a recording and returns the recordingUrl a callback would carry. */
  addRecording(mp3: Buffer): string;
}

/**
 * The fields of a call's last request (isActive 0), as Africa's Talking sends them: answered and
 * ended (hangupCause NORMAL_CLEARING), or never answered, with the hangupCause saying why
 * (NO_ANSWER, USER_BUSY, CALL_REJECTED, SUBSCRIBER_ABSENT, ...). The shape is the help centre's
 * sample in "What does hangupCause parameter mean" (see africastalking-dialect.ts).
 */
export const africasTalkingLastRequest = {
  answered: (seconds: number, amount: string): Record<string, string> => ({
    isActive: '0',
    callSessionState: 'Completed',
    status: 'Success',
    hangupCause: 'NORMAL_CLEARING',
    durationInSeconds: String(seconds),
    currencyCode: 'KES',
    amount,
  }),
  unanswered: (hangupCause: string): Record<string, string> => ({
    isActive: '0',
    callSessionState: 'NotAnswered',
    status: 'NotAnswered',
    hangupCause,
    durationInSeconds: '0',
    currencyCode: 'KES',
    amount: '0',
    callStartTime: 'None',
  }),
};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const form = (r: RecordedRequest) => new URLSearchParams(r.body.toString('utf8'));

/**
 * Africa's Talking voice and SMS APIs as one local server: POST /call (form: username, from, to,
 * clientRequestId; the `apiKey` header) answers `{entries: [{phoneNumber, status: 'Queued',
 * sessionId}], errorMessage: 'None'}` (status 'InvalidPhoneNumber' for a number not in
 * international form); POST /version1/messaging answers 201 `{SMSMessageData: {Message,
 * Recipients: [{statusCode: 101, number, status: 'Success', cost, messageId}]}}`; a wrong key gets
 * 401 'The supplied authentication is invalid'. Recordings are served as mp3 from /recordings/.
 */
export async function startAfricasTalkingServer(
  options: { username?: string; apiKey?: string } = {},
): Promise<AfricasTalkingFake> {
  const username = options.username ?? 'sauti-test';
  const apiKey = options.apiKey ?? `atsk_${hex(24)}`;
  const recordings = new Map<string, Buffer>();
  const placed: PlacedAfricasTalkingCall[] = [];
  const texts: { to: string; message: string; from: string | undefined }[] = [];
  const allowed = (r: RecordedRequest) => r.headers.apikey === apiKey && form(r).get('username') === username;
  const refused = () => ({
    status: 401,
    contentType: 'text/plain',
    body: 'The supplied authentication is invalid',
  });

  const server = await startRecordingServer((request) => {
    if (request.method === 'POST' && request.path === '/call') {
      if (!allowed(request)) return refused();
      const f = form(request);
      const to = f.get('to') ?? '';
      if (!/^\+\d{8,15}$/.test(to)) {
        return json(200, {
          entries: [{ phoneNumber: to, status: 'InvalidPhoneNumber' }],
          errorMessage: 'None',
        });
      }
      const call = {
        sessionId: `ATVId_${hex(12)}`,
        to,
        from: f.get('from') ?? '',
        clientRequestId: f.get('clientRequestId') ?? undefined,
      };
      placed.push(call);
      return json(200, {
        entries: [{ phoneNumber: to, status: 'Queued', sessionId: call.sessionId }],
        errorMessage: 'None',
      });
    }
    if (request.method === 'POST' && request.path === '/version1/messaging') {
      if (!allowed(request)) return refused();
      const f = form(request);
      const to = f.get('to') ?? '';
      texts.push({ to, message: f.get('message') ?? '', from: f.get('from') ?? undefined });
      return json(201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: KES 0.8000',
          Recipients: [
            {
              statusCode: 101,
              number: to,
              status: 'Success',
              cost: 'KES 0.8000',
              messageId: `ATXid_${hex(12)}`,
            },
          ],
        },
      });
    }
    const recording = request.path.match(/^\/recordings\/([0-9a-f]{24})\.mp3$/);
    if (request.method === 'GET' && recording) {
      const bytes = recordings.get(recording[1]!);
      return bytes
        ? { status: 200, contentType: 'audio/mpeg', body: bytes }
        : json(404, { message: 'not found' });
    }
    return json(404, { message: `no route ${request.method} ${request.path}` });
  });

  return Object.assign(server, {
    username,
    apiKey,
    calls: () => [...placed],
    messages: () => [...texts],
    addRecording(mp3: Buffer): string {
      const id = hex(12);
      recordings.set(id, mp3);
      return `${server.origin}/recordings/${id}.mp3`;
    },
  });
}
