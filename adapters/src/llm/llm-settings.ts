/** The LLM_* settings (see adapters/src/config/config.ts); every field is optional in the environment. */
export interface LanguageModelSettings {
  /** [LLM_BASE_URL] any OpenAI-compatible API, e.g. 'http://localhost:11434/v1' (Ollama). */
  baseUrl: string | undefined;
  /** [LLM_API_KEY] self-hosted servers often need none. */
  apiKey: string | undefined;
  /** [LLM_MODEL] */
  model: string | undefined;
  /** [LLM_TIMEOUT_MS] per request. */
  timeoutMs: number | undefined;
  /** [LLM_MAX_RETRIES] retries after the first attempt. */
  maxRetries: number | undefined;
  /** [LLM_SAMPLES] evaluations asked per interview; the median of each answer's scores counts. */
  samples?: number | undefined;
}

/** OpenAI's API, used when only a key is given. */
export const DEFAULT_LLM_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 60_000;
export const DEFAULT_LLM_MAX_RETRIES = 3;
/** Three samples: the median of three is stable against one odd answer at a third of the cost of five. */
export const DEFAULT_LLM_SAMPLES = 3;

/** The settings with every default filled in. */
export interface ResolvedLanguageModelSettings {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** Evaluations asked per interview (the evaluator's default when absent). */
  samples?: number;
}

/**
 * The settings with defaults, or null when no model is configured: a model is used only when
 * LLM_BASE_URL or LLM_API_KEY is set (a model name alone selects nothing).
 */
export function resolveLanguageModelSettings(
  settings: LanguageModelSettings | undefined,
): ResolvedLanguageModelSettings | null {
  if (!settings || (!settings.baseUrl && !settings.apiKey)) return null;
  return {
    baseUrl: settings.baseUrl ?? DEFAULT_LLM_BASE_URL,
    apiKey: settings.apiKey,
    model: settings.model ?? DEFAULT_LLM_MODEL,
    timeoutMs: settings.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS,
    maxRetries: settings.maxRetries ?? DEFAULT_LLM_MAX_RETRIES,
    samples: settings.samples ?? DEFAULT_LLM_SAMPLES,
  };
}

/** 'openai-compatible <model> at <host>', for logs and the start-up report (never the key). */
export function describeLanguageModel(
  settings: Pick<ResolvedLanguageModelSettings, 'baseUrl' | 'model'>,
): string {
  return `openai-compatible ${settings.model} at ${hostOf(settings.baseUrl)}`;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}
