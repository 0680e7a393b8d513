import { json, startRecordingServer, type RecordedRequest, type WireServer } from './recording-server.js';

/** What the server answers to one chat completion: a message content, or a raw HTTP answer. */
export type ChatReply = { content: string } | { refusal: string } | { status: number; body: unknown };

/** Decides the reply from the parsed request body (used when no scripted reply is queued). */
export type ChatResponder = (body: ChatCompletionBody) => ChatReply;

/** The parts of a POST /v1/chat/completions body tests look at. */
export interface ChatCompletionBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: {
    type: string;
    json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> };
  };
  [key: string]: unknown;
}

/** A chat server whose answers tests can script, on top of the recording server's faults. */
export interface OpenAiChatServer extends WireServer {
  /** Queues message contents (or raw answers) for the next requests, before the default responder. */
  reply(...replies: ChatReply[]): void;
  /** The chat completion bodies received so far, parsed. */
  bodies(): ChatCompletionBody[];
  /** Forgets queued replies and recorded requests. */
  reset(): void;
}

/**
 * A minimal OpenAI-compatible chat server (the part of the API Ollama, vLLM and self-hosted
 * servers implement): POST /v1/chat/completions, answering a chat.completion object. Replies
 * come from `reply(...)` queues first, then from `respond`; `failNext` injects 500/429/stalls/garbage.
 * A content that is not JSON (e.g. '{"oops') is sent as is: that is the malformed-output case.
 */
export async function startOpenAiChatServer(respond: ChatResponder): Promise<OpenAiChatServer> {
  const queued: ChatReply[] = [];
  let sequence = 0;
  const server = await startRecordingServer((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      return json(404, { error: { message: `no route ${request.method} ${request.path}` } });
    }
    const body = bodyOf(request);
    const answer = queued.shift() ?? respond(body);
    if ('status' in answer) return json(answer.status, answer.body);
    sequence += 1;
    return json(200, {
      id: `chatcmpl-test-${sequence}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model: body.model,
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          logprobs: null,
          message:
            'content' in answer
              ? { role: 'assistant', content: answer.content, refusal: null }
              : { role: 'assistant', content: null, refusal: answer.refusal },
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  });
  return Object.assign(server, {
    reply(...replies: ChatReply[]) {
      queued.push(...replies);
    },
    bodies: () => server.requests.filter((r) => r.path === '/v1/chat/completions').map(bodyOf),
    reset() {
      queued.length = 0;
      server.requests.length = 0;
      server.clearFaults();
    },
  });
}

function bodyOf(request: RecordedRequest): ChatCompletionBody {
  return JSON.parse(request.body.toString('utf8')) as ChatCompletionBody;
}
