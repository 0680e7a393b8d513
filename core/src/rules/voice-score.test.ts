import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_VERIFIED_LABEL, isAutoVerified, normaliseVoiceScore, voiceStatus } from './voice-score.js';

describe('normaliseVoiceScore', () => {
  it('reads values above 1 as percentages and leaves 0-1 alone', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (s) => {
        expect(normaliseVoiceScore(s)).toBe(s);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 1.0001, max: 100, noNaN: true }), (s) => {
        expect(normaliseVoiceScore(s)).toBeCloseTo(s / 100, 12);
      }),
    );
    expect(normaliseVoiceScore(72)).toBeCloseTo(0.72, 12);
  });
});

describe('voiceStatus', () => {
  it('is Loading without a numeric score', () => {
    for (const s of [null, undefined, 'high', Number.NaN]) expect(voiceStatus(s)).toBe('Loading');
  });

  it('matches at 0.5 (or 50 as a percent) and above', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (s) => {
        expect(voiceStatus(s)).toBe(s >= 0.5 ? 'Voice Match' : 'Needs Review');
      }),
    );
    expect(voiceStatus(0.5)).toBe('Voice Match');
    expect(voiceStatus(0.49)).toBe('Needs Review');
    expect(voiceStatus(50)).toBe('Voice Match');
    expect(voiceStatus(49)).toBe('Needs Review');
  });
});

describe('isAutoVerified', () => {
  it('holds from 0.8 (or 80 as a percent)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (s) => {
        expect(isAutoVerified(s)).toBe(s >= 0.8);
      }),
    );
    expect([isAutoVerified(0.8), isAutoVerified(0.79), isAutoVerified(80), isAutoVerified(null)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(AUTO_VERIFIED_LABEL).toBe('Auto-verified (voice)');
  });
});
