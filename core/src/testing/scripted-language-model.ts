import type { JsonCompletionRequest, LanguageModel } from '../ports/language-model.js';

/**
 * A LanguageModel for tests: answers each request with `reply(request)` (a value, or a thrown
 * error for a failing provider) and records the requests it saw.
 */
export class ScriptedLanguageModel implements LanguageModel {
  readonly name = 'scripted test model';
  readonly requests: JsonCompletionRequest[] = [];

  constructor(private readonly reply: (request: JsonCompletionRequest) => unknown) {}

  async completeJson(request: JsonCompletionRequest): Promise<unknown> {
    this.requests.push(request);
    return this.reply(request);
  }
}
