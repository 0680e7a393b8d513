import { mkdtemp, rm } from 'node:fs/promises';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WireServer } from '@sauti/adapters/testing/wire/recording-server';
import { BACKGROUND_NICENESS } from '@sauti/adapters/system/background-priority';
import { freePort, startChild, startSautiServer, type ChildHandle } from '../support/child-process.js';

/** The Sauti server under load, as a child process. */
export type ChildServer = ChildHandle & { url: string };
import { setUpHr, type HrView } from './hr-view.js';
import { interviewAudio, providerEnv, startScriptedStt, type InterviewAudio } from './interview-script.js';

/** A Sauti server process with its data, the STT wire server, HR and the load job. */
export interface LoadWorld {
  server: ChildServer;
  stt: WireServer;
  hr: HrView;
  audio: InterviewAudio;
  dataDir: string;
  /** The `sauti worker` process beside the server (`separateWorker`), or null when the server runs the workers. */
  worker: ChildHandle | null;
  /** Starts the server again on the same port, DATA_DIR and DATABASE_URL (after a kill). */
  restart(): Promise<ChildServer>;
  close(): Promise<void>;
}

/**
 * Starts everything for a load run: the server as a child process (WORKERS on, so transcription
 * and evaluation run inside it) on a fresh DATA_DIR, against the embedded database or `databaseUrl`.
 */
export async function startLoadWorld(
  options: {
    databaseUrl?: string;
    env?: Record<string, string>;
    llm?: WireServer;
    /**
     * The HTTP path alone: the server runs no queue workers (WORKERS=off) and a `sauti worker`
     * process beside it, at background priority, transcribes and evaluates.
     */
    separateWorker?: boolean;
  } = {},
): Promise<LoadWorld> {
  const audio = await interviewAudio();
  const stt = await startScriptedStt(audio);
  const dataDir = await mkdtemp(join(tmpdir(), 'sauti-load-'));
  const port = await freePort();
  const env = {
    PUBLIC_URL: 'https://hire.example.test',
    DATA_DIR: dataDir,
    WORKERS: 'on',
    LOG_LEVEL: 'info',
    SHUTDOWN_TIMEOUT_MS: '2000',
    TTS_PROVIDER: 'none',
    // The load sends each candidate's calls from an address of its own (X-Forwarded-For).
    TRUST_PROXY: 'on',
    ...providerEnv(stt, options.llm),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
    ...(options.separateWorker ? { WORKERS: 'off' } : {}),
  };
  let server = await startSautiServer('sauti server', env, port);
  const worker = options.separateWorker ? await startWorkerProcess(env) : null;
  const hr = await setUpHr(server.url, dataDir);
  const world: LoadWorld = {
    server,
    stt,
    hr,
    audio,
    dataDir,
    worker,
    async restart() {
      server = await startSautiServer('sauti server', env, port);
      world.server = server;
      return server;
    },
    async close() {
      await world.worker?.stop('SIGTERM', 10_000);
      await world.server.stop('SIGTERM', 10_000);
      await stt.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return world;
}

/** `sauti worker` on the server's data and database, niced as the tools it runs are. */
async function startWorkerProcess(env: Record<string, string>): Promise<ChildHandle> {
  const worker = await startChild(
    'sauti worker',
    ['apps/cli/bin/sauti.js', 'worker'],
    { ...env, WORKERS: 'on' },
    /sauti worker: ready/,
  );
  setPriority(worker.pid, BACKGROUND_NICENESS);
  return worker;
}
