import { fireEvent, screen } from '@testing-library/react';
import { Fragment, StrictMode } from 'react';
import { expect, vi } from 'vitest';
import { renderWithApp } from '@/test-utils';
import { VerificationStage } from './verification-stage';

/** A fake server: `${METHOD} ${pathname}` → answer (the status call's query string is ignored). */
export type VerificationRoutes = Record<
  string,
  (init: RequestInit | undefined, url: URL) => Response | Promise<Response>
>;

/**
 * Stubs fetch with `routes`; unknown calls answer 404. Resumable uploads (POST /api/uploads, then
 * PATCH its URL) are answered by the route `UPLOAD {kind}` (identity-video, identity-photo): its
 * answer to the PATCH decides, a 2xx meaning the server took the whole file.
 */
export function fakeServer(routes: VerificationRoutes) {
  const sizes = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    if (method === 'POST' && url.pathname === '/api/uploads') {
      const kind = uploadMetadata(init).kind ?? '';
      if (!routes[`UPLOAD ${kind}`]) return new Response('no stub', { status: 404 });
      const location = `/api/uploads/${kind}-${sizes.size + 1}`;
      sizes.set(location, Number(headers.get('Upload-Length')));
      return new Response(null, { status: 201, headers: { Location: location } });
    }
    const upload = /^\/api\/uploads\/(identity-\w+)-\d+$/.exec(url.pathname);
    if (upload && method === 'HEAD') return new Response(null, { headers: { 'Upload-Offset': '0' } });
    if (upload && method === 'PATCH') {
      const answer = await routes[`UPLOAD ${upload[1]}`]!(init, url);
      if (!answer.ok) return answer;
      return new Response(null, {
        status: 204,
        headers: { 'Upload-Offset': String(sizes.get(url.pathname)) },
      });
    }
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(init, url) : new Response('no stub', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Calls the fake server received for `method pathname`. */
export function callsTo(fetchMock: ReturnType<typeof fakeServer>, method: string, pathname: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === pathname && (init?.method ?? 'GET') === method,
  );
}

/** The decoded Upload-Metadata of a request that created an upload. */
export function uploadMetadata(init: RequestInit | undefined): Record<string, string> {
  const header = new Headers(init?.headers).get('Upload-Metadata') ?? '';
  return Object.fromEntries(
    header
      .split(',')
      .filter(Boolean)
      .map((pair) => {
        const [key, value = ''] = pair.split(' ');
        return [key!, atob(value)];
      }),
  );
}

/** The pieces sent to uploads of `kind` (one per attempt of a small file). */
export function uploadsOf(fetchMock: ReturnType<typeof fakeServer>, kind: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      init?.method === 'PATCH' &&
      new URL(String(input), 'http://localhost').pathname.startsWith(`/api/uploads/${kind}-`),
  );
}

/** Answers in turn: each call takes the next, the last one repeats. */
export function inTurn(...answers: Array<() => Response | Promise<Response>>) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!();
}

/** A camera and a MediaRecorder that knows only `supportedTypes`; getUserMedia fails with `errorName`. */
export function fakeCamera(
  options: { errorName?: string; supportedTypes?: string[]; recorderThrows?: boolean } = {},
) {
  const supported = options.supportedTypes ?? ['video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8,opus'];
  const stopTrack = vi.fn();
  const recorderOptions: MediaRecorderOptions[] = [];
  const recorderStops = vi.fn();
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => supported.includes(type);
    state: RecordingState = 'inactive';
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: ((event: Event) => void) | null = null;
    constructor(_stream: unknown, opts: MediaRecorderOptions) {
      if (options.recorderThrows) throw new DOMException('cannot record', 'NotSupportedError');
      recorderOptions.push(opts);
      this.mimeType = opts.mimeType ?? '';
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      recorderStops();
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['clip'], { type: this.mimeType }) });
      this.onstop?.(new Event('stop'));
    }
  }
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => {
    if (options.errorName) throw new DOMException('camera refused', options.errorName);
    return { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  URL.createObjectURL = vi.fn(() => 'blob:clip');
  URL.revokeObjectURL = vi.fn();
  return { getUserMedia, stopTrack, recorderOptions, recorderStops };
}

/** Makes the browser report `effectiveType` for the connection (undefined removes it). */
export function fakeConnection(effectiveType: string | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: effectiveType === undefined ? undefined : { effectiveType },
  });
}

/** A canvas whose toBlob gives a small JPEG; returns the toBlob spy to read type and quality. */
export function fakeCanvas() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ({ drawImage: vi.fn() }) as unknown as CanvasRenderingContext2D,
  );
  return vi
    .spyOn(HTMLCanvasElement.prototype, 'toBlob')
    .mockImplementation((callback: BlobCallback, type?: string) => callback(new Blob(['jpeg'], { type })));
}

/** The phrase the fake server hands out. */
export const PHRASE = 'Blue river seven mangoes';

/** Routes every test needs: the phrase. */
export const phraseRoute: VerificationRoutes = {
  'POST /api/verification/phrase': () => Response.json({ phrase: PHRASE }),
};

/** Renders the verification stage for session s1 with short clocks (5 ms a "second"); null: real ones. */
export function renderStage(tickMs: number | null = 5, strict = false) {
  const onVerified = vi.fn();
  const Wrapper = strict ? StrictMode : Fragment;
  const view = renderWithApp(
    <Wrapper>
      <VerificationStage
        credential={{ sessionId: 's1', candidateToken: 'tok' }}
        onVerified={onVerified}
        {...(tickMs ? { tickMs } : {})}
      />
    </Wrapper>,
  );
  return { ...view, onVerified };
}

/** From the instructions to a finished recording: Start, wait for the countdown, Stop. */
export async function recordClip() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
  const submit = await screen.findByRole('button', { name: 'Submit' });
  await vi.waitFor(() => expect(submit).toHaveProperty('disabled', false));
  return submit;
}
