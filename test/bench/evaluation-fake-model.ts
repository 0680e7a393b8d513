import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { goodAnswerFor } from '@sauti/adapters/evaluation/openai/testing/evaluation-fixture';
import {
  startOpenAiChatServer,
  type ChatCompletionBody,
} from '@sauti/adapters/testing/wire/openai-chat-server';

/** A model answer valid for the seeded job (criteria, sub-criteria, a score per answer of the request). */
function modelAnswer(body: ChatCompletionBody): string {
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  return JSON.stringify(goodAnswerFor(user, (id) => (id === 'leadership' ? 'Influence' : 'Clarity')));
}

/** The fake model as seen from the benchmark: its origin, and how to stop it. */
export interface FakeModelProcess {
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the fake OpenAI-compatible model in a child process answering EVERY call after `delayMs`
 * (the evaluator asks three samples per session, so a fault queued per session slowed only the
 * first third of the calls). A child process, so the fake's own CPU (parsing requests, building
 * answers) is not counted as Sauti's on the benchmark's event loop; it still shares the machine's
 * cores.
 */
export function startFakeModelProcess(delayMs: number): Promise<FakeModelProcess> {
  const child = spawn(
    process.execPath,
    // tsx as this process resolves it, whatever the working directory.
    ['--import', import.meta.resolve('tsx'), fileURLToPath(import.meta.url), String(delayMs)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the fake model exited (${code}) before it listened`)));
    createInterface({ input: child.stdout }).once('line', (origin) =>
      resolve({
        origin,
        close: async () => {
          // Closing its stdin is the child's signal to stop.
          child.stdin.end();
          await exited;
        },
      }),
    );
  });
}

/** The child: serves until its stdin closes, printing its origin once it listens. */
async function serve(delayMs: number): Promise<void> {
  const server = await startOpenAiChatServer((body) => ({ content: modelAnswer(body) }));
  server.setOutage({ kind: 'slow', delayMs });
  // The recording server keeps every request; the benchmark sends thousands it never reads.
  setInterval(() => (server.requests.length = 0), 1000).unref();
  process.stdout.write(`${server.origin}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => void server.close().then(() => process.exit(0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void serve(Number(process.argv[2]));
