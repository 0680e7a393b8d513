import { Route, Routes, useLocation, useParams } from 'react-router';
import { vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test-utils';
import { createMemoryAnswerStore, type AnswerStore } from '../uploads/answer-store';
import type { PublicJob } from '../common/interview-api';
import { InterviewPage } from '../entry/interview-page';
import { inviteToken } from '../entry/invite-token';
import { UploadQueue } from '../uploads/upload-queue';
import { UploadQueueContext } from '../uploads/use-upload-queue';

/** A published job with three questions. */
export const job: PublicJob = {
  id: 'j1',
  title: 'Field Sales Agent',
  description: 'Sell solar kits across the north.',
  companyName: 'Acme Solar',
  location: 'Oshakati',
  language: 'en',
  requireIdentityVerification: 'false',
  questions: [
    { id: 'q2', text: 'Why sales?', orderIndex: 1 },
    { id: 'q1', text: 'Tell us about yourself.', orderIndex: 0 },
    { id: 'q3', text: 'Describe a hard sale.', orderIndex: 2 },
  ],
  estimatedMinutes: 8,
};

/** The fake server's routes: `${METHOD} ${url}` → answer. */
export type Routes = Parameters<typeof stubApi>[0];

/** The upload a fake server received, read from its multipart body. */
export function formOf(init: RequestInit | undefined): FormData {
  return init?.body as FormData;
}

const queues: UploadQueue[] = [];

/** Stops every test queue's retry timers, so no retry of one test hits the next test's server. */
export function disposeQueues(): void {
  queues.splice(0).forEach((queue) => queue.dispose());
}

/** The interview with the route's job id, as the app's InterviewRoute passes it. */
function RoutedInterview() {
  return <InterviewPage jobId={useParams().jobId} invite={inviteToken(useLocation().search)} />;
}

/** Renders the interview routes at `path` with a queue on an in-memory store. */
export function renderInterview(
  path: string,
  routes: Routes,
  store: AnswerStore = createMemoryAnswerStore(),
) {
  const fetchMock = stubApi(routes);
  const queue = new UploadQueue(store, async (answer) => {
    const res = await fetch('/api/responses', { method: 'POST', body: String(answer.questionIndex) });
    if (!res.ok) throw new Error(String(res.status));
  });
  queues.push(queue);
  const view = renderWithApp(
    <UploadQueueContext value={queue}>
      <Routes>
        <Route path="/" element={<p>Home</p>} />
        <Route path="/interview" element={<InterviewPage />} />
        <Route path="/interview/:jobId" element={<RoutedInterview />} />
      </Routes>
    </UploadQueueContext>,
    path,
  );
  return { ...view, fetchMock, queue };
}

/** Calls the fake server received for `method url`. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, url: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
  );
}

/** A microphone and MediaRecorder that record "voice" instantly; Safari-like (no webm). */
export function fakeMicrophone() {
  const stopTrack = vi.fn();
  const options: MediaRecorderOptions[] = [];
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => type === 'audio/mp4';
    state: RecordingState = 'inactive';
    mimeType: string;
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: ((event: Event) => void) | null = null;
    constructor(_stream: unknown, opts: MediaRecorderOptions) {
      options.push(opts);
      this.mimeType = opts.mimeType ?? '';
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
      this.onstop?.(new Event('stop'));
    }
  }
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopTrack }] })) },
  });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
  return { options, stopTrack };
}
