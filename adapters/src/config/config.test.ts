import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
      logLevel: 'info',
    });
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('accepts every valid port and derives the public URL from it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65_535 }), (p) => {
        const config = loadConfig({ PORT: String(p) });
        return config.port === p && config.publicUrl === `http://localhost:${p}`;
      }),
    );
  });

  it('names the variable of every bad value', () => {
    const bad: Record<string, string> = {
      PORT: 'abc',
      DATABASE_URL: 'mysql://x',
      ADMIN_EMAIL: 'nope',
      TRUST_PROXY: 'maybe',
      LOG_LEVEL: 'loud',
      PUBLIC_URL: 'not a url',
      GOOGLE_SPEECH_ENDPOINT: 'http://speech.example.test:8080',
    };
    for (const [name, value] of Object.entries(bad)) {
      try {
        loadConfig({ [name]: value });
        expect.unreachable(`${name}=${value} should be refused`);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).message).toContain(`${name}:`);
      }
    }
  });

  it('takes the queue retry delay from QUEUE_RETRY_DELAY_SECONDS (1-300 s, default the production 5 s)', () => {
    expect(loadConfig({}).queueRetryDelaySeconds).toBe(5);
    expect(loadConfig({ QUEUE_RETRY_DELAY_SECONDS: '1' }).queueRetryDelaySeconds).toBe(1);
    for (const bad of ['0', '301', '1.5', 'soon']) {
      expect(() => loadConfig({ QUEUE_RETRY_DELAY_SECONDS: bad }), bad).toThrow(/QUEUE_RETRY_DELAY_SECONDS:/);
    }
  });

  it('takes the queue evaluation threads from EVALUATION_THREADS (0-64, default 1)', () => {
    expect(loadConfig({}).evaluationThreads).toBe(1);
    expect(loadConfig({ EVALUATION_THREADS: '0' }).evaluationThreads).toBe(0);
    for (const bad of ['-1', '65', '1.5', 'all']) {
      expect(() => loadConfig({ EVALUATION_THREADS: bad }), bad).toThrow(/EVALUATION_THREADS:/);
    }
  });

  it('strips a trailing slash from PUBLIC_URL and lower-cases ADMIN_EMAIL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://hire.example.com/', ADMIN_EMAIL: 'Boss@Example.com' });
    expect(config.publicUrl).toBe('https://hire.example.com');
    expect(config.adminEmail).toBe('boss@example.com');
  });
});
