import { describe, expect, it } from 'vitest';
import { errorDetail } from './logger.js';

describe('errorDetail', () => {
  it('adds nothing without an error', () => {
    for (const none of [undefined, null, '']) expect(errorDetail(none)).toBe('');
  });

  it("gives an Error's stack", () => {
    const error = new Error('connection refused');
    expect(errorDetail(error)).toBe(`\n${error.stack}`);
  });

  it('gives the message and code of an error-like object instead of [object Object]', () => {
    expect(errorDetail({ message: 'terminating connection', code: '57P01' })).toBe(
      ' terminating connection (code 57P01)',
    );
    expect(errorDetail({ message: 'lost' })).toBe(' lost');
  });

  it('prints any other object as JSON, cut at 500 characters, and survives cycles', () => {
    expect(errorDetail({ queue: 'transcribe', attempts: 3 })).toBe(' {"queue":"transcribe","attempts":3}');
    expect(errorDetail({ text: 'x'.repeat(2_000) })).toHaveLength(1 + 500 + 1);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorDetail(cyclic)).toBe(' (an object that cannot be printed; keys: self)');
    expect(errorDetail(42)).toBe(' 42');
  });
});
