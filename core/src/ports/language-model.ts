/** One structured request to a language model: instructions, the user's text and the answer's JSON Schema. */
export interface JsonCompletionRequest {
  /** The instructions (system prompt). */
  system: string;
  /** The material to work on (user prompt). */
  user: string;
  /** A short identifier of the answer's schema (e.g. 'criteria_config'); some providers require one. */
  schemaName: string;
  /** The JSON Schema the answer must follow. */
  jsonSchema: object;
}

/**
 * A language model that answers with JSON. The answer is untrusted: callers validate it and fall
 * back to the built-in rules when it is malformed or the call fails.
 */
export interface LanguageModel {
  /** What serves the port, for logs and the start-up report (e.g. 'openai-compatible gpt-4o-mini'). */
  readonly name: string;
  /** The parsed JSON answer. Rejects when the provider fails or answers with something other than JSON. */
  completeJson(request: JsonCompletionRequest): Promise<unknown>;
}
