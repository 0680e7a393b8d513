import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@sauti/adapters/config/config';
import { buildContainer, type AppContainer } from '@sauti/adapters/container/container';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { SIGNALS_EVALUATOR_VERSION as LOCAL_EVALUATOR_VERSION } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { speechToolsAvailable } from '@sauti/adapters/media-tools/speech-synthesis';
import { SqlPendingEvaluationFinder } from '@sauti/adapters/queue/pending-transcripts';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { publishServerRecord } from '@sauti/adapters/system/server-record';
import { audioKey } from '@sauti/core/use-cases/interview/media-keys';
import { verificationKey } from '@sauti/core/use-cases/verification/media-paths';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { eventually } from '@sauti/adapters/testing/eventually';
import { planPersonas, type DemoState } from './demo-plan.js';
import { DEFAULT_DEMO_CANDIDATES, seedDemo, type SeedDemoResult } from './seed-demo.js';
import { runSauti as sauti } from '@sauti/cli/testing/run-sauti';

const EXPECTED_LEVEL: Partial<Record<DemoState, string>> = {
  strong: 'Strong Match',
  partial: 'Partial Match',
  poor: 'Poor Fit',
};

describe('seedDemo (32 candidates, with audio when flite and ffmpeg exist)', () => {
  let dir: string;
  let app: AppContainer;
  let result: SeedDemoResult;
  let tools: boolean;
  const repos = () => app.get(STORAGE.Repositories);
  const inScope = <T>(work: () => Promise<T>) => app.get(STORAGE.RequestScope).run(work);

  beforeAll(async () => {
    tools = await speechToolsAvailable();
    // CI installs flite and ffmpeg: without them there the audio half would silently go untested.
    if (!tools && process.env.CI)
      throw new Error('flite and ffmpeg are required in CI (apt-get install flite ffmpeg)');
    dir = await mkdtemp(join(tmpdir(), 'sauti-demo-test-'));
    app = await buildContainer(loadConfig({ DATA_DIR: dir, PORT: '3999' }), memoryLogger(), {
      migrate: true,
    });
    result = await seedDemo(app);
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the HR account, three jobs of both evaluation versions and candidates in every state', () => {
    const plan = planPersonas(DEFAULT_DEMO_CANDIDATES);
    const planned = (state: DemoState) => plan.filter((p) => p.state === state).length;
    expect(result.created).toBe(true);
    expect(result.hr).toMatchObject({ email: 'hr.demo@kifaru-demo.co.ke', created: true });
    expect(result.hr.password?.length).toBeGreaterThanOrEqual(8);
    expect(result.jobs.map((j) => j.evalVersion).sort()).toEqual(['criteria-v1', 'criteria-v1', 'legacy-v0']);
    const legacy = result.jobs.find((j) => j.evalVersion === 'legacy-v0')!;
    expect(legacy.reviewUrl).toBe(`http://localhost:3999/dashboard/${legacy.id}`);
    for (const [state, ids] of Object.entries(result.sessions))
      expect(ids.length, state).toBe(planned(state as DemoState));
    for (const [tag, ids] of Object.entries(result.tags)) expect(ids.length, tag).toBeGreaterThanOrEqual(1);
    expect(result.counts).toMatchObject({
      candidates: DEFAULT_DEMO_CANDIDATES,
      inProgressNoAnswers: planned('in-progress-no-answers'),
      inProgressSomeAnswers: planned('in-progress-some-answers'),
      awaitingEvaluation: planned('awaiting-evaluation'),
      evaluated:
        planned('strong') + planned('partial') + planned('poor') + planned('flagged') + planned('not-scored'),
      notScored: planned('not-scored'),
      needsHumanReview: planned('flagged') + planned('not-scored'),
      tabSwitchesOver3: 1,
      voiceMismatch: 1,
      withCv: 1,
      identityPending: 1,
      hired: 3,
      rejected: 2,
      considering: 2,
      inPanel: 4,
    });
    expect(
      result.counts.strongMatch +
        result.counts.partialMatch +
        result.counts.poorFit +
        result.counts.notScored,
    ).toBe(result.counts.evaluated);
  });

  it('has real evaluations by the local evaluator that agree with the answers written for each state', async () => {
    const evaluatedIds = (['strong', 'partial', 'poor', 'flagged', 'not-scored'] as const).flatMap(
      (s) => result.sessions[s],
    );
    const latest = new Map(
      (await inScope(() => repos().evaluations.listLatestBySessions(evaluatedIds))).map((e) => [
        e.sessionId,
        e,
      ]),
    );
    expect(latest.size).toBe(evaluatedIds.length);
    const analysis = (id: string) => latest.get(id)!.detailedAnalysis as Record<string, unknown>;
    for (const id of evaluatedIds) expect(analysis(id).evaluatorVersion).toBe(LOCAL_EVALUATOR_VERSION);
    for (const [state, level] of Object.entries(EXPECTED_LEVEL)) {
      for (const id of result.sessions[state as DemoState])
        expect(analysis(id).matchLevel, state).toBe(level);
    }
    for (const id of result.sessions.flagged) {
      expect(analysis(id).needsHumanReview).toBe(true);
      expect(analysis(id).notAssessable).toEqual([
        expect.objectContaining({ reason: expect.stringMatching(/too short to assess|no speech detected/) }),
      ]);
    }
    // Two answers of four lost to silence: no score and no band, and HR is told why.
    for (const id of result.sessions['not-scored']) {
      expect(analysis(id)).toMatchObject({ scored: false, matchLevel: null, needsHumanReview: true });
      expect(latest.get(id)!.overallScore).toBeNull();
      expect(analysis(id).notScoredReasons).toEqual([
        expect.stringMatching(/^Only 2 of 4 answers could be assessed/),
      ]);
    }
    const unevaluated = [
      ...result.sessions['awaiting-evaluation'],
      ...result.sessions['in-progress-some-answers'],
      ...result.sessions['in-progress-no-answers'],
    ];
    expect(await inScope(() => repos().evaluations.listLatestBySessions(unevaluated))).toEqual([]);
  });

  it('leaves interviews awaiting evaluation to the start-up sweep when no server runs on the database', async () => {
    const awaiting = result.sessions['awaiting-evaluation'];
    expect(awaiting.length).toBeGreaterThan(0);
    // This process hosts the embedded database, so no server runs on it.
    expect(result.evaluationsQueued).toEqual({ count: 0, status: 'at-start-up' });
    const pending = await new SqlPendingEvaluationFinder(app.get(STORAGE.Orm)).unevaluated(100);
    expect([...pending].sort()).toEqual([...awaiting].sort());
  });

  it('stores a pending identity check with its file and phrase', async () => {
    const [id] = result.tags['identity-pending'];
    const session = (await inScope(() => repos().candidateSessions.findById(id!)))!;
    expect(session).toMatchObject({ verificationStatus: 'pending', phraseMatchExact: false });
    expect(session.verificationPhrase?.split(' ').length).toBeGreaterThanOrEqual(3);
    const file = await app.get(INTERVIEW.Blobs).stat(verificationKey(session.verificationFilePath!));
    expect(file?.contentType).toBe(tools ? 'video/webm' : 'image/jpeg');
    expect(file!.size).toBeGreaterThan(100);
  });

  it('stores audio for every answer when flite and ffmpeg exist, and says why not otherwise', async () => {
    const ids = Object.values(result.sessions).flat();
    const responses = await inScope(() => repos().candidateResponses.listBySessions(ids));
    expect(responses.length).toBe(result.counts.answers);
    expect(result.audio.enabled).toBe(tools);
    if (!tools) {
      expect(result.audio.reason).toContain('flite or ffmpeg not found');
      expect(responses.every((r) => r.audioFilePath === null)).toBe(true);
      return;
    }
    expect(result.counts.answersWithAudio).toBe(responses.length);
    const blobs = app.get(INTERVIEW.Blobs);
    for (const r of responses) {
      const stat = await blobs.stat(audioKey(r.audioFilePath!));
      expect(stat?.contentType).toBe('audio/webm');
      expect(r.duration).toBeGreaterThan(0);
    }
    expect(result.audio.distinctClips).toBeLessThan(responses.length);
  });

  it('adds nothing on a second run and reports what is stored', async () => {
    const again = await seedDemo(app, { audio: false });
    expect(again.created).toBe(false);
    expect(again.hr).toEqual({ email: result.hr.email, password: null, created: false });
    expect(again.jobs.map((j) => j.id)).toEqual(result.jobs.map((j) => j.id));
    expect(again.jobs.every((j) => !j.created)).toBe(true);
    expect(Object.values(again.sessions).flat()).toEqual([]);
    expect(again.counts).toEqual(result.counts);
  });
});

describe('sauti demo seed beside a running server', () => {
  let dir: string;
  let server: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-demo-cli-'));
    // The server hosts the database and runs the queue workers, with no periodic sweep: what it
    // evaluates, the seed queued. It records its address as `npm start` does.
    server = await startTestApp({ DATA_DIR: dir }, {}, { workers: { resweepIntervalMs: 0 } });
    await publishServerRecord(dir, { pid: process.pid, publicUrl: 'http://localhost:4517' });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('links to the running server, queues the interviews awaiting evaluation, and adds nothing the second time', async () => {
    const args = [
      '--json',
      'demo',
      'seed',
      '--org',
      'baobab-demo.africa',
      '--candidates',
      '24',
      '--no-audio',
    ];
    const first = await sauti(args, { DATA_DIR: dir, PORT: '', PUBLIC_URL: '' });
    expect(first.code, first.stderr).toBe(0);
    const seeded = JSON.parse(first.stdout);
    expect(seeded).toMatchObject({
      created: true,
      hr: { email: 'hr.demo@baobab-demo.africa', created: true },
      audio: { enabled: false, reason: 'audio disabled (--no-audio)' },
      counts: { candidates: 24, answersWithAudio: 0, identityPending: 1 },
      links: { url: 'http://localhost:4517', from: 'running server' },
    });
    for (const job of seeded.jobs) expect(job.reviewUrl).toMatch(/^http:\/\/localhost:4517\//);
    expect(seeded.counts.answers).toBeGreaterThan(0);
    const awaiting: string[] = seeded.sessions['awaiting-evaluation'];
    expect(seeded.evaluationsQueued).toEqual({ count: awaiting.length, status: 'queued' });
    const evaluations = server.app.get(STORAGE.Repositories).evaluations;
    await eventually(
      'the running workers to evaluate the interviews the seed left awaiting evaluation',
      async () =>
        (await evaluations.listLatestBySessions(awaiting)).length === awaiting.length ? true : undefined,
      30_000,
    );

    const second = await sauti(['demo', 'seed', '--org', 'baobab-demo.africa', '--no-audio'], {
      DATA_DIR: dir,
      PORT: '4600',
    });
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('The demo data of baobab-demo.africa already exists: nothing was added.');
    expect(second.stdout).toContain('existing account: its password was not changed');
    expect(second.stdout).toContain(`Candidates: 24 — `);
    // PORT given to the command wins over the recorded server.
    expect(second.stdout).toContain('http://localhost:4600/jobs/');
    expect(second.stdout).toContain('Links: http://localhost:4600 (from PUBLIC_URL / PORT).');
  }, 240_000);

  it('refuses a bad candidate count with exit code 2 and a personal-mail domain with exit code 1', async () => {
    const bad = await sauti(['demo', 'seed', '--candidates', 'lots'], { DATA_DIR: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--candidates: expected a whole number from 1 to 5000, got lots');
    const personal = await sauti(['demo', 'seed', '--org', 'gmail.com', '--no-audio'], { DATA_DIR: dir });
    expect(personal.code).toBe(1);
    expect(personal.stderr).toMatch(/work email/i);
  });
});
