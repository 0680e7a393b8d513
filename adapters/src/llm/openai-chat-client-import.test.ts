import { describe, expect, it, vi } from 'vitest';
import { OpenAiChatClient } from './openai-chat-client.js';

// A broken install: importing the SDK fails (the client imports it on its first request).
vi.mock('openai', () => {
  throw new Error("Cannot find package 'openai'");
});

describe('a chat client whose SDK cannot be imported', () => {
  it('fails the request as PROVIDER_UNAVAILABLE after one attempt, without waiting to retry', async () => {
    const waits: number[] = [];
    const client = new OpenAiChatClient(
      {
        baseUrl: 'http://127.0.0.1:9/v1',
        apiKey: 'sk-secret-key',
        model: 'm',
        timeoutMs: 1_000,
        maxRetries: 3,
      },
      'Language model (m)',
      { sleep: async (ms) => void waits.push(ms) },
    );
    const request = { system: 's', user: 'u', schemaName: 'x', jsonSchema: {}, accept: (v: unknown) => v };
    await expect(client.complete(request)).rejects.toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      // vitest words the import failure its own way; the attempt count is what matters here.
      message: expect.stringMatching(/^Language model \(m\) \(1 attempt\) failed: /),
    });
    expect(waits).toEqual([]);
  });
});
