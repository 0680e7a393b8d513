import { describe, expect, it } from 'vitest';
import { googleEndpoint, PLAIN_HTTP_REFUSED } from './google-endpoint.js';

describe('GOOGLE_SPEECH_ENDPOINT (docs/operations.md)', () => {
  it('takes a host or host:port over TLS, with or without https://', () => {
    expect(googleEndpoint('eu-speech.googleapis.com')).toEqual({ endpoint: 'eu-speech.googleapis.com' });
    expect(googleEndpoint('https://speech.example.test:8443/')).toEqual({
      endpoint: 'speech.example.test:8443',
    });
  });

  it('takes plain http to this machine only', () => {
    expect(googleEndpoint('http://127.0.0.1:9321')).toEqual({ endpoint: '127.0.0.1:9321', protocol: 'http' });
    expect(googleEndpoint('http://localhost:9321/')).toEqual({
      endpoint: 'localhost:9321',
      protocol: 'http',
    });
    for (const elsewhere of [
      'http://speech.example.test',
      'http://10.0.0.5:80',
      'http://127.0.0.1.example.test:1',
    ]) {
      expect(googleEndpoint(elsewhere)).toEqual({ refused: PLAIN_HTTP_REFUSED });
    }
  });
});
