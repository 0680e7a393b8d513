import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDENTITY_CHECK, identityCheckTransition, INITIAL_IDENTITY_CHECK } from './identity-check.js';
import type { IdentityCheckEvent, IdentityCheckState } from './identity-check.js';
import { NOT_RECOGNISED_MESSAGE, VERY_CLOSE_HINT } from './verification-phrase.js';

const run = (events: IdentityCheckEvent[], from: IdentityCheckState = INITIAL_IDENTITY_CHECK) =>
  events.reduce(identityCheckTransition, from);
const repeat = <T>(n: number, value: T): T[] => Array.from({ length: n }, () => value);
const tick: IdentityCheckEvent = { type: 'tick' };
const toPreview: IdentityCheckEvent[] = [
  { type: 'loaded' },
  { type: 'start', connectionType: '4g' },
  { type: 'cameraReady' },
  ...repeat(3, tick), // countdown 3 → 1 → recording
  { type: 'stop' },
];
const toChecking: IdentityCheckEvent[] = [...toPreview, { type: 'submit' }, { type: 'uploadSucceeded' }];
const miss = (score: number): IdentityCheckEvent => ({
  type: 'pollResult',
  status: 'pending',
  phraseMatchExact: false,
  phraseMatchScore: score,
});

describe('identity check', () => {
  it('keeps the spec constants', () => {
    expect(IDENTITY_CHECK).toEqual({
      countdownSeconds: 3,
      maxRecordingSeconds: 15,
      maxAttempts: 3,
      statusPolls: 12,
      statusPollIntervalMs: 1000,
      uploadFailuresBeforePhoto: 2,
      photoJpegQuality: 0.8,
    });
  });

  it('counts down 3, 2, 1 and then records', () => {
    const ready = run(toPreview.slice(0, 3));
    expect(ready).toMatchObject({ kind: 'countdown', countdown: 3 });
    expect(run([tick], ready)).toMatchObject({ kind: 'countdown', countdown: 2 });
    expect(run([tick, tick], ready)).toMatchObject({ kind: 'countdown', countdown: 1 });
    expect(run([tick, tick, tick], ready).kind).toBe('recording');
  });

  it('stops recording by itself at 15 seconds', () => {
    const recording = run(toPreview.slice(0, 6));
    expect(recording.kind).toBe('recording');
    expect(run(repeat(14, tick), recording).kind).toBe('recording');
    expect(run(repeat(15, tick), recording)).toMatchObject({ kind: 'preview', recordedSeconds: 15 });
  });

  it('falls back to a photo on a 2g connection or after 2 failed uploads', () => {
    expect(run([{ type: 'loaded' }, { type: 'start', connectionType: '2g' }]).kind).toBe('photo-fallback');
    const oneFailure = run([...toPreview, { type: 'submit' }, { type: 'uploadFailed', tooLarge: true }]);
    expect(oneFailure).toMatchObject({ kind: 'preview', uploadFailures: 1, message: 'Upload failed.' });
    expect(oneFailure.hint).not.toBeNull();
    expect(run([{ type: 'submit' }, { type: 'uploadFailed' }], oneFailure).kind).toBe('photo-fallback');
    expect(
      run([{ type: 'photoUploaded' }], run([{ type: 'submit' }, { type: 'uploadFailed' }], oneFailure)).kind,
    ).toBe('done');
  });

  it('ends at max-attempts on the third miss, with hints before', () => {
    const first = run([...toChecking, miss(0.95)]);
    expect(first).toMatchObject({ kind: 'preview', attempts: 1, hint: VERY_CLOSE_HINT });
    const second = run([{ type: 'submit' }, { type: 'uploadSucceeded' }, miss(0.2)], first);
    expect(second).toMatchObject({ kind: 'preview', attempts: 2, hint: NOT_RECOGNISED_MESSAGE });
    const third = run([{ type: 'submit' }, { type: 'uploadSucceeded' }, miss(0.99)], second);
    expect(third).toMatchObject({ kind: 'max-attempts', attempts: 3 });
  });

  it('passes on status passed or an exact phrase', () => {
    expect(run([...toChecking, { type: 'pollResult', status: 'passed' }]).kind).toBe('done');
    expect(run([...toChecking, { type: 'pollResult', status: 'pending', phraseMatchExact: true }]).kind).toBe(
      'done',
    );
  });

  it('times out after 12 polls without a result', () => {
    const wait: IdentityCheckEvent = { type: 'pollResult', status: 'pending', phraseMatchExact: null };
    expect(run([...toChecking, ...repeat(11, wait)]).kind).toBe('checking');
    expect(run([...toChecking, ...repeat(12, wait)])).toMatchObject({
      kind: 'error',
      message: 'Verification check timed out. Please try again.',
    });
  });

  it('never exceeds 3 attempts or 12 polls whatever the events', () => {
    const anyEvent: fc.Arbitrary<IdentityCheckEvent> = fc.oneof(
      fc.constantFrom<IdentityCheckEvent>(
        { type: 'loaded' },
        { type: 'start' },
        { type: 'cameraReady' },
        { type: 'tick' },
        { type: 'stop' },
        { type: 'retake' },
        { type: 'submit' },
        { type: 'uploadSucceeded' },
        { type: 'uploadFailed' },
        { type: 'pollFailed' },
        { type: 'retry' },
        { type: 'photoUploaded' },
      ),
      fc.record({
        type: fc.constant('pollResult' as const),
        status: fc.constantFrom('pending', 'passed', 'failed'),
        phraseMatchExact: fc.constantFrom(true, false, null),
        phraseMatchScore: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    );
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 80 }), (events) => {
        let state = INITIAL_IDENTITY_CHECK;
        for (const e of events) {
          state = identityCheckTransition(state, e);
          expect(state.attempts).toBeLessThanOrEqual(3);
          expect(state.polls).toBeLessThanOrEqual(12);
          expect(state.uploadFailures).toBeLessThanOrEqual(2);
          expect(state.recordedSeconds).toBeLessThanOrEqual(15);
          if (state.kind === 'max-attempts') expect(state.attempts).toBe(3);
        }
      }),
    );
  });
});
