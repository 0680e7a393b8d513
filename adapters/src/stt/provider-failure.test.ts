import { DomainError } from '@sauti/core/domain/errors';
import { describe, expect, it } from 'vitest';
import { maskSecrets, providerUnavailable } from './provider-failure.js';

describe('providerUnavailable', () => {
  it('names the provider and the first line of the reason', () => {
    const error = providerUnavailable(
      'Speech-to-text (x)',
      new Error('503 Service Unavailable\nstack-ish detail'),
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(error.message).toBe('Speech-to-text (x) failed: 503 Service Unavailable');
  });

  it('masks given secrets, bearer tokens and key= parameters', () => {
    const leaky = new Error(
      '401 Incorrect API key sk-abcdef123 sent as Bearer sk-abcdef123 to https://h/v1?alt=json&key=AIzaXYZ&x=1',
    );
    const { message } = providerUnavailable('STT', leaky, ['sk-abcdef123', undefined]);
    expect(message).not.toContain('abcdef');
    expect(message).not.toContain('AIzaXYZ');
    expect(message).toBe(
      'STT failed: 401 Incorrect API key *** sent as Bearer *** to https://h/v1?alt=json&key=***&x=1',
    );
  });

  it('cuts long reasons and describes thrown non-errors', () => {
    expect(providerUnavailable('TTS', new Error('x'.repeat(500))).message.length).toBeLessThan(230);
    expect(providerUnavailable('TTS', 'boom').message).toBe('TTS failed: boom');
  });

  it('keeps an existing PROVIDER_UNAVAILABLE error as it is', () => {
    const original = new DomainError('PROVIDER_UNAVAILABLE', 'already said');
    expect(providerUnavailable('TTS', original)).toBe(original);
  });

  it('ignores secrets too short to mask meaningfully', () => {
    expect(maskSecrets('abc failed', ['abc'])).toBe('abc failed');
  });
});

describe('providerUnavailable with SDK errors', () => {
  it.each([
    [
      Object.assign(new Error('injected failure'), { httpStatusCode: 429 }),
      'P failed: HTTP 429 injected failure',
    ],
    [
      Object.assign(new Error('UnknownError'), { $metadata: { httpStatusCode: 500 } }),
      'P failed: HTTP 500 UnknownError',
    ],
    [Object.assign(new Error('500 boom'), { status: 500 }), 'P failed: 500 boom'],
  ])('leads with the HTTP status the error carries', (error, message) => {
    expect(providerUnavailable('P', error).message).toBe(message);
  });

  it('replaces control characters from a garbage body', () => {
    expect(providerUnavailable('P', new Error('bad \u0000body\u0007')).message).toBe('P failed: bad  body');
  });
});
