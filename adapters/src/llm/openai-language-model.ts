import type { JsonCompletionRequest, LanguageModel } from '@sauti/core/ports/language-model';
import { z } from 'zod';
import { type ChatClientSeams, OpenAiChatClient } from './openai-chat-client.js';
import { describeLanguageModel, type ResolvedLanguageModelSettings } from './llm-settings.js';
import { acceptWithZod } from './structured-output.js';

/**
 * The LanguageModel port over an OpenAI-compatible chat API. The request's JSON Schema is sent
 * as a strict response format and the answer is checked against it (through zod's JSON-Schema
 * import), so an answer of the wrong shape is retried like a malformed one; callers still
 * validate what they get, as the port asks.
 */
export class OpenAiLanguageModel implements LanguageModel {
  readonly name: string;
  private readonly client: OpenAiChatClient;

  constructor(settings: ResolvedLanguageModelSettings, seams: ChatClientSeams = {}) {
    this.name = describeLanguageModel(settings);
    this.client = new OpenAiChatClient(settings, `Language model (${this.name})`, seams);
  }

  completeJson(request: JsonCompletionRequest): Promise<unknown> {
    const jsonSchema = request.jsonSchema as Record<string, unknown>;
    return this.client.complete({
      system: request.system,
      user: request.user,
      schemaName: request.schemaName,
      jsonSchema,
      accept: acceptWithZod(zodOf(jsonSchema)),
    });
  }
}

/** The schema as zod, or "any JSON" when zod cannot import it (then only the JSON syntax is checked). */
function zodOf(jsonSchema: Record<string, unknown>): z.ZodType {
  try {
    return z.fromJSONSchema(jsonSchema);
  } catch {
    return z.unknown();
  }
}
