import type OpenAI from 'openai';
import { providerUnavailable } from '../stt/provider-failure.js';
import type { ResolvedLanguageModelSettings } from './llm-settings.js';
import {
  backoffDelayMs,
  DEFAULT_BACKOFF,
  InvalidOutputError,
  isRetryable,
  retryAfterMsOf,
  type RetryPolicy,
  type SdkErrors,
} from './retry-policy.js';

/** One structured chat request: prompts, the answer's JSON Schema, and how to check the answer. */
export interface StructuredChatRequest<T> {
  system: string;
  user: string;
  /** Letters, digits, '_' and '-' (the API's rule for a response format name). */
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  /** Turns the parsed JSON into T, or throws InvalidOutputError (which triggers a retry). */
  accept(value: unknown): T;
}

/** Seams for tests: waiting and randomness. */
export interface ChatClientSeams {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  backoff?: Partial<Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>>;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A chat-completions client for any OpenAI-compatible server (OpenAI, Ollama, vLLM, a self-hosted
 * model) that asks for strict JSON-Schema output and validates it. Every request has its own
 * timeout; 429s, 5xx, network errors, timeouts and invalid output are retried with exponential
 * backoff and jitter up to `maxRetries` times. The SDK's own retries are off so one policy
 * applies to every kind of failure. Final failures are DomainError('PROVIDER_UNAVAILABLE') with
 * a message that never contains the key. `openai` is imported on the first request: the module
 * is loaded wherever the evaluator could be, and is ~30 MiB of RSS (docs/performance.md).
 */
export class OpenAiChatClient {
  private connecting: Promise<OpenAI> | null = null;
  /** The loaded SDK's error classes; null until `openai` is imported. */
  private sdk: SdkErrors | null = null;
  private readonly policy: RetryPolicy;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(
    readonly settings: ResolvedLanguageModelSettings,
    /** Names the caller in error messages, e.g. 'Evaluator (openai-compatible gpt-4o-mini at api.openai.com)'. */
    private readonly label: string,
    seams: ChatClientSeams = {},
  ) {
    this.policy = { ...DEFAULT_BACKOFF, ...seams.backoff, maxRetries: settings.maxRetries };
    this.sleep = seams.sleep ?? sleepFor;
    this.random = seams.random ?? Math.random;
  }

  /** Sends the request until an attempt yields accepted output, or the retries run out. */
  async complete<T>(request: StructuredChatRequest<T>): Promise<T> {
    const attempts = this.policy.maxRetries + 1;
    for (let attempt = 0; ; attempt++) {
      try {
        return request.accept(await this.attempt(request));
      } catch (error) {
        const last = attempt + 1 >= attempts;
        // Without the SDK the import itself failed (a broken install): another attempt fails alike.
        if (last || !this.sdk || !isRetryable(error, this.sdk)) {
          const tried = attempt + 1 === 1 ? '1 attempt' : `${attempt + 1} attempts`;
          throw providerUnavailable(`${this.label} (${tried})`, error, [this.settings.apiKey]);
        }
        await this.sleep(
          backoffDelayMs(this.policy, attempt, this.random(), retryAfterMsOf(error, Date.now(), this.sdk)),
        );
      }
    }
  }

  /** The SDK client, imported and made on the first request (a failed import is retried by the next). */
  private connect(): Promise<OpenAI> {
    this.connecting ??= import('openai').then(
      (sdk) => {
        this.sdk = sdk;
        return new sdk.OpenAI({
          baseURL: this.settings.baseUrl,
          apiKey: this.settings.apiKey || 'not-needed',
          timeout: this.settings.timeoutMs,
          maxRetries: 0,
        });
      },
      (error: unknown) => {
        this.connecting = null;
        throw error;
      },
    );
    return this.connecting;
  }

  private async attempt<T>(request: StructuredChatRequest<T>): Promise<unknown> {
    const client = await this.connect();
    const completion = await client.chat.completions.create({
      model: this.settings.model,
      messages: [
        { role: 'system', content: request.system },
        { role: 'user', content: request.user },
      ],
      response_format: {
        type: 'json_schema',
        json_schema: { name: request.schemaName, schema: request.jsonSchema, strict: true },
      },
      temperature: 0,
    });
    // The body is untrusted: a proxy or a wrong base URL can answer 200 with anything.
    const choice = (completion as { choices?: unknown })?.choices;
    const message = Array.isArray(choice)
      ? (choice[0] as { message?: { content?: unknown; refusal?: unknown } })?.message
      : undefined;
    if (typeof message?.refusal === 'string' && message.refusal) {
      throw new InvalidOutputError(`the model refused: ${message.refusal.slice(0, 120)}`);
    }
    if (typeof message?.content !== 'string')
      throw new InvalidOutputError('the answer has no message content');
    return parseJson(message.content);
  }
}

/** Parses a model's JSON, tolerating a Markdown code fence some self-hosted models add. */
export function parseJson(content: string): unknown {
  const unfenced = content.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, '$1');
  try {
    return JSON.parse(unfenced) as unknown;
  } catch {
    throw new InvalidOutputError('the model answered with malformed JSON');
  }
}
