import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import { answerKey, createMemoryAnswerStore } from '../uploads/answer-store';
import {
  callsTo,
  disposeQueues,
  fakeMicrophone,
  job,
  renderInterview,
  type Routes,
} from '../testing/interview-test-kit';

afterEach(() => {
  cleanup();
  disposeQueues();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function savedSession(patch: object = {}) {
  localStorage.setItem(
    'sauti.interview.j1',
    JSON.stringify({
      sessionId: 's1',
      candidateToken: 'tok',
      timePerQuestion: [40, 55],
      tabSwitchCount: 2,
      ...patch,
    }),
  );
}

/** An answer to question `index` still waiting on this device. */
function waitingAnswer(index: number) {
  return {
    key: answerKey('s1', index),
    sessionId: 's1',
    candidateToken: 'tok',
    questionIndex: index,
    questionText: 'Why sales?',
    audio: new Blob(['a']),
    savedAt: 1,
  };
}

/** Web Audio that decodes every recording to three seconds of digital silence. */
function silentDecoder() {
  vi.stubGlobal(
    'OfflineAudioContext',
    class {
      constructor(
        _channels: number,
        _length: number,
        readonly sampleRate: number,
      ) {}
      async decodeAudioData() {
        return { sampleRate: this.sampleRate, getChannelData: () => new Float32Array(3 * this.sampleRate) };
      }
    },
  );
}

function sessionRoute(patch: object): Routes {
  const session = {
    id: 's1',
    jobId: 'j1',
    status: 'in_progress',
    candidateName: 'Ama',
    completedAt: null,
    verificationFilePath: null,
    verificationStatus: 'not_required',
    enrollmentRecordingUrl: '/api/audio/e.webm',
    answeredQuestionIndexes: [],
    ...patch,
  };
  return {
    'GET /api/public/jobs/j1': () => Response.json(job),
    'GET /api/sessions/s1': () => Response.json(session),
  };
}

describe('pause and resume on the same device', () => {
  it('resumes at the first unanswered question, sending the candidate token', async () => {
    savedSession();
    const { fetchMock } = renderInterview('/interview/j1', sessionRoute({ answeredQuestionIndexes: [0] }));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Why sales?' })).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'GET', '/api/sessions/s1')[0]!;
    expect(new Headers(init?.headers).get('X-Candidate-Token')).toBe('tok');
    expect(screen.getByText('Answer 1: Uploaded')).toBeTruthy();
  });

  it('counts answers still waiting on this device as answered', async () => {
    savedSession();
    const store = createMemoryAnswerStore([waitingAnswer(1)]);
    renderInterview(
      '/interview/j1',
      {
        ...sessionRoute({ answeredQuestionIndexes: [0] }),
        'POST /api/responses': () => new Response('', { status: 503 }),
      },
      store,
    );
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByText('Answer 2: Saved on this device')).toBeTruthy();
  });

  it('resumes a session without a warm-up at the warm-up, and a completed one at complete', async () => {
    savedSession();
    renderInterview('/interview/j1', sessionRoute({ enrollmentRecordingUrl: null }));
    expect(await screen.findByRole('heading', { name: 'Practice question: voice warm-up' })).toBeTruthy();
    cleanup();
    renderInterview('/interview/j1', sessionRoute({ status: 'completed' }));
    expect(await screen.findByRole('heading', { name: 'Interview Complete' })).toBeTruthy();
    expect(screen.getByText('You will receive feedback within 24-48 hours.')).toBeTruthy();
  });

  it('resumes offline from what this device saw: the next question, answers on the device counted', async () => {
    savedSession({
      reached: { candidateName: 'Ama', verified: false, enrolled: true, answered: [0, 1], completed: false },
    });
    const store = createMemoryAnswerStore([waitingAnswer(1)]);
    renderInterview(
      '/interview/j1',
      {
        'GET /api/public/jobs/j1': () => Response.json(job),
        'GET /api/sessions/s1': () => Promise.reject(new TypeError('Failed to fetch')),
      },
      store,
    );
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByText('Answer 1: Uploaded')).toBeTruthy();
    expect(screen.getByText('Answer 2: Saved on this device')).toBeTruthy();
  });

  it('says it is offline when the device kept no progress of an older version to resume from', async () => {
    savedSession();
    renderInterview('/interview/j1', {
      'GET /api/public/jobs/j1': () => Response.json(job),
      'GET /api/sessions/s1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
  });

  it('starts afresh when the server no longer accepts the saved session', async () => {
    savedSession();
    renderInterview('/interview/j1', {
      'GET /api/public/jobs/j1': () => Response.json(job),
      'GET /api/sessions/s1': () => new Response('', { status: 404 }),
    });
    expect(await screen.findByRole('button', { name: 'Start Interview' })).toBeTruthy();
    expect(localStorage.getItem('sauti.interview.j1')).toBeNull();
  });
});

describe('submitting', () => {
  it('waits until every answer is acknowledged, then completes and asks for evaluation', async () => {
    savedSession();
    const store = createMemoryAnswerStore([
      {
        key: 's1:2',
        sessionId: 's1',
        candidateToken: 'tok',
        questionIndex: 2,
        questionText: 'Q',
        audio: new Blob(['a']),
        savedAt: 1,
      },
    ]);
    let serverUp = false;
    const { fetchMock, queue } = renderInterview(
      '/interview/j1',
      {
        ...sessionRoute({ answeredQuestionIndexes: [0, 1] }),
        'POST /api/responses': () => new Response('', { status: serverUp ? 201 : 503 }),
        'PATCH /api/sessions/s1': () => Response.json({ id: 's1', status: 'completed' }),
        'POST /api/sessions/s1/evaluate': () => Response.json({ status: 'queued' }, { status: 202 }),
      },
      store,
    );
    expect(await screen.findByText(/Uploading your answers: 2 of 3 received/)).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/sessions/s1')).toHaveLength(0);

    serverUp = true;
    queue.retryNow();
    expect(await screen.findByRole('heading', { name: 'Interview Complete' })).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'PATCH', '/api/sessions/s1')[0]!;
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({ status: 'completed', timePerQuestion: [40, 55, 0], tabSwitchCount: 2 });
    expect(body.browserFingerprint).toMatch(/^[0-9a-f]{8}$/);
    expect(callsTo(fetchMock, 'POST', '/api/sessions/s1/evaluate')).toHaveLength(1);
  });

  it("returns to the question stage with 'Failed to complete interview' when completion fails", async () => {
    savedSession();
    renderInterview('/interview/j1', {
      ...sessionRoute({ answeredQuestionIndexes: [0, 1, 2] }),
      'PATCH /api/sessions/s1': () => new Response('down', { status: 500 }),
    });
    expect(await screen.findByText('Failed to complete interview')).toBeTruthy();
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByText('Your answer to this question is saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit interview' })).toBeTruthy();
  });
});

/** A server that takes the last answer, the completion and the evaluation request. */
function lastQuestionRoutes(): Routes {
  return {
    ...sessionRoute({ answeredQuestionIndexes: [0, 1] }),
    'POST /api/responses': () => Response.json({ id: 'r3', questionIndex: 2 }, { status: 201 }),
    'PATCH /api/sessions/s1': () => Response.json({ id: 's1', status: 'completed' }),
    'POST /api/sessions/s1/evaluate': () => Response.json({ status: 'queued' }, { status: 202 }),
  };
}

describe('answering a question', () => {
  it('records with the fallback type at 24 kbit/s, saves, uploads and completes', async () => {
    const mic = fakeMicrophone();
    savedSession();
    const { fetchMock } = renderInterview('/interview/j1', lastQuestionRoutes());
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(screen.getByText('Recording stopped. Processing your answer.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue and submit' }, { timeout: 3000 }));
    expect(await screen.findByRole('heading', { name: 'Interview Complete' })).toBeTruthy();
    expect(mic.options).toEqual([{ mimeType: 'audio/mp4', audioBitsPerSecond: 24_000 }]);
    expect(mic.stopTrack).toHaveBeenCalled();
    expect(callsTo(fetchMock, 'POST', '/api/responses')).toHaveLength(1);
  });

  it('offers a retake of an answer the device measured as silent, once: the retake is saved and uploaded', async () => {
    fakeMicrophone();
    silentDecoder();
    savedSession();
    const { fetchMock } = renderInterview('/interview/j1', lastQuestionRoutes());
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByRole('heading', { name: en['retake.title'] }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText(en['retake.quiet'])).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/responses')).toHaveLength(0); // nothing leaves before the choice

    // Record again: the retake is as silent, and this time the usual buttons come.
    fireEvent.click(screen.getByRole('button', { name: en['retake.recordAgain'] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue and submit' }, { timeout: 3000 }));
    expect(screen.queryByRole('heading', { name: en['retake.title'] })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Interview Complete' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/responses')).toHaveLength(1);
  });

  it('keeps an answer the device measured as silent when the candidate chooses to', async () => {
    fakeMicrophone();
    silentDecoder();
    savedSession();
    const { fetchMock } = renderInterview('/interview/j1', {
      ...sessionRoute({ answeredQuestionIndexes: [0] }),
      'POST /api/responses': () => Response.json({ id: 'r2', questionIndex: 1 }, { status: 201 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    fireEvent.click(await screen.findByRole('button', { name: en['retake.keep'] }, { timeout: 3000 }));
    expect(await screen.findByText('Question 3 of 3')).toBeTruthy();
    await vi.waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/responses')).toHaveLength(1));
  });

  it('says so when the microphone is refused', async () => {
    fakeMicrophone();
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    savedSession();
    renderInterview('/interview/j1', sessionRoute({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(
      await screen.findByText('Failed to access microphone. Please check your browser permissions.'),
    ).toBeTruthy();
  });
});
