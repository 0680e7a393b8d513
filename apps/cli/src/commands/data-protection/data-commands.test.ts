import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { aSession, givenJob, newId } from '@sauti/adapters/storage/contract/fixtures';
import type { Repositories } from '@sauti/adapters/storage/repositories/index';
import type { NewCandidateSession } from '@sauti/core/domain/candidate-session';
import type { BlobStore } from '@sauti/core/ports/blob-store';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { buildProgram } from '../../program.js';
import { runSauti as sauti } from '@sauti/cli/testing/run-sauti';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** A session with a CV (1000 bytes), a warm-up and two answers (100 bytes each), an evaluation and an embedding. */
async function givenSession(
  repos: Repositories,
  blobs: BlobStore,
  jobId: string,
  fields: Partial<NewCandidateSession>,
) {
  const id = newId();
  await repos.candidateSessions.create(
    aSession(jobId, {
      id,
      candidateName: 'Wanjiru Kamau',
      cvFilePath: `cv/${id}/cv.pdf`,
      enrollmentRecordingUrl: `${id}/enrollment.webm`,
      ...fields,
    }),
  );
  await blobs.put(`cv/${id}/cv.pdf`, new Uint8Array(1000), 'application/pdf');
  await blobs.put(`audio/${id}/enrollment.webm`, new Uint8Array(100), 'audio/webm');
  for (const questionIndex of [0, 1]) {
    const audioFilePath = `${id}/${questionIndex}-hash.webm`;
    const { response } = await repos.candidateResponses.upsert({
      id: newId(),
      sessionId: id,
      questionId: null,
      questionIndex,
      questionText: `Question ${questionIndex}`,
      audioFilePath,
      duration: 20,
      createdAt: fields.startedAt ?? new Date(),
    });
    await repos.candidateResponses.saveTranscript(response.id, {
      text: `My answer ${questionIndex}`,
      confidence: null,
    });
    await blobs.put(`audio/${audioFilePath}`, new Uint8Array(100), 'audio/webm');
  }
  await repos.evaluations.add({
    id: newId(),
    sessionId: id,
    overallScore: 72,
    strengths: 'Clear',
    weaknesses: null,
    recommendation: 'hire',
    detailedAnalysis: null,
    pillarScores: null,
    evaluatedAt: new Date(),
  });
  await repos.speakerEmbeddings.save({
    id: newId(),
    clipPath: `${id}/0-hash.webm`,
    embedding: [0.5],
    createdAt: new Date(),
  });
  return id;
}

describe('sauti data (while the server runs)', () => {
  let dir: string;
  let server: TestApp;
  let ids: { old: string; oldOpen: string; recent: string; targetA: string; targetB: string };
  let jobs: { first: string; second: string; userId: string };
  const env = () => ({ DATA_DIR: dir });
  const run = <T>(work: (repos: Repositories) => Promise<T>) =>
    server.app.get(STORAGE.RequestScope).run(() => work(server.app.get(STORAGE.Repositories)));
  /** Files (media and their content-type sidecars under .meta) whose path names the session. */
  const mediaFiles = async (sessionId: string) => {
    const root = join(dir, 'media');
    const paths = (await readdir(root, { recursive: true })).filter((f) => f.includes(sessionId));
    const files = [];
    for (const path of paths) if ((await stat(join(root, path))).isFile()) files.push(path);
    return files.sort();
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-cli-data-'));
    server = await startTestApp({ DATA_DIR: dir });
    const blobs = server.app.get(INTERVIEW.Blobs);
    await run(async (repos) => {
      const first = await givenJob(repos);
      const second = await givenJob(repos);
      jobs = { first: first.jobId, second: second.jobId, userId: first.userId };
      ids = {
        old: await givenSession(repos, blobs, first.jobId, {
          candidateEmail: 'old@example.com',
          startedAt: daysAgo(200),
          completedAt: daysAgo(199),
          status: 'completed',
        }),
        oldOpen: await givenSession(repos, blobs, first.jobId, {
          candidateEmail: 'gone@example.com',
          startedAt: daysAgo(100),
        }),
        recent: await givenSession(repos, blobs, first.jobId, {
          candidateEmail: 'new@example.com',
          startedAt: daysAgo(1),
        }),
        targetA: await givenSession(repos, blobs, first.jobId, {
          candidateEmail: 'Target@Example.com',
          startedAt: daysAgo(3),
        }),
        targetB: await givenSession(repos, blobs, second.jobId, {
          candidateEmail: 'target@example.com',
          startedAt: daysAgo(2),
        }),
      };
      // A replaced take whose file stayed behind: no row points at it, but it goes with the session.
      await blobs.put(`audio/${ids.old}/0-replaced.webm`, new Uint8Array(60), 'audio/webm');
    });
  });
  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a bad or missing period and a bad email with exit code 2', async () => {
    const bad = await sauti(['data', 'purge', '--older-than', '90 days'], env());
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--older-than: expected a whole number from 1 to 9999 and a unit');
    // The rest in-process: options are checked before anything opens the database.
    const usage = (args: string[]) => buildProgram().parseAsync(['node', 'sauti', ...args]);
    for (const period of ['90', '0d', '1.5w', '10000d', 'forever']) {
      await expect(usage(['data', 'purge', '--older-than', period]), period).rejects.toMatchObject({
        exitCode: 2,
        message: expect.stringContaining('such as 48h, 90d, 12w, 6m or 1y'),
      });
    }
    await expect(usage(['data', 'purge'])).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('--older-than is required'),
    });
    for (const command of ['delete-candidate', 'export-candidate']) {
      await expect(usage(['data', command, '--email', 'nobody'])).rejects.toMatchObject({
        exitCode: 2,
        message: expect.stringContaining('--email: expected an email address'),
      });
      await expect(usage(['data', command])).rejects.toMatchObject({ exitCode: 2 });
    }
    expect(await run((repos) => repos.candidateSessions.findById(ids.old))).not.toBeNull();
  });

  it('reports a dry-run purge and changes nothing', async () => {
    const dry = await sauti(['--json', 'data', 'purge', '--older-than', '90d', '--dry-run'], env());
    expect(dry.code).toBe(0);
    const report = JSON.parse(dry.stdout);
    expect(report).toMatchObject({
      dryRun: true,
      olderThan: '90d',
      sessions: 2,
      answers: 4,
      evaluations: 2,
      embeddings: 2,
      media: { files: 9, bytes: 2 * 1000 + 6 * 100 + 60, unreferenced: 1, missing: 0, failed: [] },
      jobs: [{ jobId: jobs.first, sessions: 2 }],
      sessionIds: [ids.old, ids.oldOpen],
    });
    expect(await run((repos) => repos.candidateSessions.findById(ids.old))).not.toBeNull();
    expect(await mediaFiles(ids.old)).toHaveLength(10);
    const human = await sauti(['data', 'purge', '--older-than', '12w', '--dry-run'], env());
    expect(human.stdout).toContain('Would remove 2 candidate session(s)');
    expect(human.stdout).toContain('media files: 9 (2.7 kB), of which 1 no row pointed at');
    expect(human.stdout).toContain('Dry run: nothing changed.');
  });

  it('purges exactly the old sessions with their rows and files, keeping the rest', async () => {
    const purge = await sauti(['--json', 'data', 'purge', '--older-than', '3m'], env());
    expect(purge.code).toBe(0);
    expect(JSON.parse(purge.stdout)).toMatchObject({
      dryRun: false,
      sessions: 2,
      answers: 4,
      evaluations: 2,
      embeddings: 2,
      media: { files: 9, bytes: 2660, unreferenced: 1, missing: 0, failed: [] },
    });
    for (const id of [ids.old, ids.oldOpen]) {
      expect(await run((repos) => repos.candidateSessions.findById(id))).toBeNull();
      expect(await run((repos) => repos.candidateResponses.listBySession(id))).toEqual([]);
      expect(await run((repos) => repos.evaluations.findLatestBySession(id))).toBeNull();
      expect(await run((repos) => repos.speakerEmbeddings.findByClipPath(`${id}/0-hash.webm`))).toBeNull();
      expect(await mediaFiles(id)).toEqual([]);
    }
    for (const id of [ids.recent, ids.targetA, ids.targetB]) {
      expect(await run((repos) => repos.candidateResponses.listBySession(id))).toHaveLength(2);
      expect(await mediaFiles(id)).toHaveLength(8);
    }
    expect(await run((repos) => repos.jobs.findById(jobs.first))).not.toBeNull();
    expect(await run((repos) => repos.users.findById(jobs.userId))).not.toBeNull();
  });

  it('exports one candidate as JSON to a file, with the media files copied', async () => {
    const out = join(dir, 'export.json');
    const mediaDir = join(dir, 'export-media');
    const run1 = await sauti(
      [
        '--json',
        'data',
        'export-candidate',
        '--email',
        'TARGET@example.com',
        '--out',
        out,
        '--media-dir',
        mediaDir,
      ],
      env(),
    );
    expect(run1.code).toBe(0);
    expect(JSON.parse(run1.stdout)).toMatchObject({
      out,
      sessions: 2,
      media: { copied: 8, bytes: 2600, missing: [] },
    });
    const exported = JSON.parse(await readFile(out, 'utf8'));
    expect(exported.email).toBe('target@example.com');
    expect(exported.sessions.map((s: { session: { id: string } }) => s.session.id)).toEqual([
      ids.targetA,
      ids.targetB,
    ]);
    const [first] = exported.sessions;
    expect(first.job.id).toBe(jobs.first);
    expect(first.session).toMatchObject({
      candidateName: 'Wanjiru Kamau',
      candidateEmail: 'Target@Example.com',
    });
    expect(first.session).not.toHaveProperty('candidateTokenHash');
    expect(first.answers.map((a: { transcribedText: string }) => a.transcribedText)).toEqual([
      'My answer 0',
      'My answer 1',
    ]);
    expect(first.evaluations).toHaveLength(1);
    expect(first.speakerEmbeddings).toHaveLength(1);
    expect(first.media).toContainEqual({
      kind: 'cv',
      path: `cv/${ids.targetA}/cv.pdf`,
      key: `cv/${ids.targetA}/cv.pdf`,
      present: true,
      size: 1000,
      contentType: 'application/pdf',
    });
    expect((await stat(join(mediaDir, 'audio', ids.targetB, '1-hash.webm'))).size).toBe(100);

    const toStdout = await sauti(['data', 'export-candidate', '--email', 'new@example.com'], env());
    expect(toStdout.code).toBe(0);
    expect(JSON.parse(toStdout.stdout).sessions[0].session.id).toBe(ids.recent);
  });

  it('deletes one candidate everywhere, and only that candidate', async () => {
    const dry = await sauti(
      ['--json', 'data', 'delete-candidate', '--email', 'target@EXAMPLE.com', '--dry-run'],
      env(),
    );
    expect(JSON.parse(dry.stdout)).toMatchObject({ dryRun: true, sessions: 2 });
    expect(await mediaFiles(ids.targetA)).toHaveLength(8);

    const deleted = await sauti(['data', 'delete-candidate', '--email', 'target@EXAMPLE.com'], env());
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain('Removed 2 candidate session(s) of target@example.com');
    for (const id of [ids.targetA, ids.targetB]) {
      expect(await run((repos) => repos.candidateSessions.findById(id))).toBeNull();
      expect(await mediaFiles(id)).toEqual([]);
    }
    expect(await run((repos) => repos.candidateSessions.findById(ids.recent))).not.toBeNull();
    expect(await mediaFiles(ids.recent)).toHaveLength(8);
    expect(await run((repos) => repos.jobs.findById(jobs.second))).not.toBeNull();
  });
});
