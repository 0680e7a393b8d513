import { IDENTITY_MESSAGES } from '@sauti/core/rules/identity-check';
import { NOT_RECOGNISED_MESSAGE, VERY_CLOSE_HINT } from '@sauti/core/rules/verification-phrase';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en';
import {
  callsTo,
  fakeCamera,
  fakeCanvas,
  fakeConnection,
  fakeServer,
  inTurn,
  PHRASE,
  phraseRoute,
  recordClip,
  renderStage,
  uploadMetadata,
  uploadsOf,
} from './verification-test-kit';

// The stage loads the check lazily; load it once up front so no test's first wait includes it.
beforeAll(() => import('./identity-check'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fakeConnection(undefined);
});

const uploaded = () => Response.json({ ok: true, status: 'pending' });
const status = (body: object) => () =>
  Response.json({ status: 'pending', phraseMatchExact: null, phraseMatchScore: null, hint: null, ...body });
const nonMatch = (score: number) =>
  status({ status: 'failed', phraseMatchExact: false, phraseMatchScore: score });

describe('the identity check (docs/behaviour/interview.md §4.4)', () => {
  it('goes countdown → recording → preview → upload → checking → done, then continues', async () => {
    const camera = fakeCamera();
    const fetchMock = fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': uploaded,
      'GET /api/verification/status': inTurn(
        status({}),
        status({ status: 'passed', phraseMatchExact: true }),
      ),
    });
    const { onVerified } = renderStage();
    expect((await screen.findByLabelText('Phrase to read')).textContent).toBe(PHRASE);
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await screen.findByTestId('countdown')).toBeTruthy();
    expect(camera.getUserMedia.mock.calls[0]![0]).toMatchObject({ video: { facingMode: 'user' }, audio: {} });
    // The clip stops by itself (no Stop click) and the preview offers Retake and Submit.
    const submit = await screen.findByRole('button', { name: 'Submit' }, { timeout: 2000 });
    // The recorder is stopped by an effect after the preview renders, so a busy runner can see the
    // button a moment before the stop.
    await vi.waitFor(() => expect(camera.recorderStops).toHaveBeenCalledTimes(1));
    expect(camera.recorderOptions[0]).toEqual({
      mimeType: 'video/webm;codecs=vp9,opus',
      videoBitsPerSecond: 250_000,
      audioBitsPerSecond: 24_000,
    });
    expect(screen.getByRole('button', { name: 'Retake' })).toBeTruthy();
    await vi.waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));

    const [created] = callsTo(fetchMock, 'POST', '/api/uploads');
    expect(uploadMetadata(created![1])).toEqual({ kind: 'identity-video', sessionId: 's1' });
    const [upload] = uploadsOf(fetchMock, 'identity-video');
    expect(await (upload![1]!.body as Blob).text()).toBe('clip');
    expect(upload![1]!.headers).toMatchObject({ 'X-Candidate-Token': 'tok' });
    const polls = callsTo(fetchMock, 'GET', '/api/verification/status');
    expect(polls).toHaveLength(2);
    expect(String(polls[0]![0])).toMatch(/sessionId=s1&t=\d+/);
    expect(camera.stopTrack).toHaveBeenCalled();
  });

  it("survives StrictMode's doubled effects: one upload, one continue, every camera turned off", async () => {
    const camera = fakeCamera();
    const fetchMock = fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': uploaded,
      'GET /api/verification/status': status({ status: 'passed', phraseMatchExact: true }),
    });
    const { onVerified } = renderStage(5, true);
    fireEvent.click(await recordClip());
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(uploadsOf(fetchMock, 'identity-video')).toHaveLength(1);
    const opened = await Promise.all(camera.getUserMedia.mock.results.map((result) => result.value));
    expect(camera.stopTrack.mock.calls.length).toBeGreaterThanOrEqual(opened.length);
  });

  it('counts a non-match, shows the hint, and after 3 attempts asks the candidate to contact support', async () => {
    fakeCamera();
    fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': uploaded,
      'GET /api/verification/status': inTurn(nonMatch(0.93), nonMatch(0.93), nonMatch(0.4)),
    });
    const { onVerified } = renderStage();
    fireEvent.click(await recordClip());
    expect(await screen.findByText(VERY_CLOSE_HINT)).toBeTruthy();
    expect(screen.getByText('2 attempts left.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(await screen.findByTestId('countdown')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await vi.waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await screen.findByText('1 attempt left.');

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const help = await screen.findByRole('heading', { name: IDENTITY_MESSAGES.helpNeeded });
    const link = within(help.parentElement!).getByRole('link', { name: 'Contact Support' });
    expect(link.getAttribute('href')).toMatch(/^mailto:support@sauti\.africa\?subject=.*s1/);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("shows the 'not recognised' hint under a 0.9 score", async () => {
    fakeCamera();
    fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': uploaded,
      'GET /api/verification/status': nonMatch(0.89),
    });
    renderStage();
    fireEvent.click(await recordClip());
    expect(await screen.findByText(NOT_RECOGNISED_MESSAGE)).toBeTruthy();
  });

  it('says when the status cannot be read', async () => {
    fakeCamera();
    fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': uploaded,
      'GET /api/verification/status': () => new Response('down', { status: 500 }),
    });
    renderStage();
    fireEvent.click(await recordClip());
    expect(await screen.findByText(IDENTITY_MESSAGES.checkFailed)).toBeTruthy();
  });
});

describe('upload failures and the photo fallback', () => {
  it('says why an upload failed, and after two failures takes a JPEG photo at 0.8 instead', async () => {
    fakeCamera();
    const toBlob = fakeCanvas();
    const fetchMock = fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': inTurn(
        () => Response.json({ error: 'TOO_LARGE', message: 'Video too large' }, { status: 413 }),
        () => Promise.reject(new TypeError('Failed to fetch')),
      ),
      'UPLOAD identity-photo': inTurn(
        () => new Response('down', { status: 503 }),
        () => Response.json({ ok: true, status: 'pending' }),
      ),
    });
    const { onVerified } = renderStage();
    fireEvent.click(await recordClip());
    expect(await screen.findByText(IDENTITY_MESSAGES.uploadFailed)).toBeTruthy();
    expect(screen.getByText(IDENTITY_MESSAGES.tooLargeHint)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Your video could not be uploaded/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Take photo' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send photo' }));
    expect(await screen.findByText(IDENTITY_MESSAGES.photoUploadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send photo' }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));

    expect(toBlob.mock.calls[0]!.slice(1)).toEqual(['image/jpeg', 0.8]);
    const photo = uploadsOf(fetchMock, 'identity-photo')[1]![1]!.body as Blob;
    expect(await photo.text()).toBe('jpeg');
    const created = callsTo(fetchMock, 'POST', '/api/uploads').map(([, init]) => uploadMetadata(init));
    expect(created.at(-1)).toEqual({ kind: 'identity-photo', sessionId: 's1' });
  });

  it('says to check the connection when an upload never reached the server', async () => {
    fakeCamera();
    fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderStage();
    fireEvent.click(await recordClip());
    expect(await screen.findByText(en['identity.uploadConnection'])).toBeTruthy();
    expect(screen.queryByText(IDENTITY_MESSAGES.tooLargeHint)).toBeNull();
  });

  it.each(['2g', 'slow-2g'])(
    'goes straight to the photo on a %s connection, camera without microphone',
    async (type) => {
      fakeConnection(type);
      const camera = fakeCamera();
      fakeCanvas();
      const fetchMock = fakeServer({
        ...phraseRoute,
        'UPLOAD identity-photo': () => Response.json({ ok: true, status: 'pending' }),
      });
      const { onVerified } = renderStage();
      fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
      expect(await screen.findByText(/Your connection is slow/)).toBeTruthy();
      fireEvent.click(await screen.findByRole('button', { name: 'Take photo' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Send photo' }));
      await vi.waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
      expect(camera.getUserMedia.mock.calls[0]![0]).toMatchObject({ audio: false });
      expect(uploadsOf(fetchMock, 'identity-video')).toHaveLength(0);
    },
  );
});

describe('camera errors (docs/behaviour/interview.md §8)', () => {
  it.each([
    ['NotAllowedError', IDENTITY_MESSAGES.cameraPermission],
    ['NotFoundError', 'No camera or microphone found'],
    ['NotReadableError', 'Failed to start recording'],
  ])('%s shows %j and offers to try again', async (errorName, message) => {
    const camera = fakeCamera({ errorName });
    fakeServer(phraseRoute);
    renderStage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(await screen.findByText(message)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledTimes(2));
  });

  it("says 'Failed to start recording' when the recorder cannot start after the countdown", async () => {
    fakeCamera({ recorderThrows: true });
    fakeServer(phraseRoute);
    renderStage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start verification' }));
    expect(await screen.findByText('Failed to start recording')).toBeTruthy();
  });

  it('asks the phrase again after it failed to load', async () => {
    fakeCamera();
    fakeServer({
      'POST /api/verification/phrase': inTurn(
        () => new Response('down', { status: 503 }),
        () => Response.json({ phrase: PHRASE }),
      ),
    });
    renderStage();
    expect(await screen.findByText(IDENTITY_MESSAGES.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByLabelText('Phrase to read')).textContent).toBe(PHRASE);
  });
});
