import { SIGNALS_EVALUATOR_VERSION } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW } from '@sauti/adapters/container/review-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { Evaluation } from '@sauti/core/domain/evaluation';
import { seedCompletedSessions } from '@sauti/adapters/testing/evaluation-seed';
import { runSauti } from '@sauti/cli/testing/run-sauti';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';

describe('records for an auditor (docs/behaviour/review.md §14)', () => {
  let dir: string;
  let server: TestApp;
  let sessionIds: string[];
  let evaluations: Evaluation[];
  // The built-in evaluator, as the server's own: no language model.
  const sauti = (args: string[], input?: string) =>
    runSauti(args, { DATA_DIR: dir, LLM_BASE_URL: '', LLM_API_KEY: '' }, input);
  const inScope = <T>(work: () => Promise<T>) => server.app.get(STORAGE.RequestScope).run(work);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-cli-records-'));
    server = await startTestApp({ DATA_DIR: dir });
    ({ sessionIds } = await inScope(() => seedCompletedSessions(server.app.get(STORAGE.Repositories), 2)));
    const run = await sauti(['sessions', 'evaluate', '--all', '--workers', '0']);
    expect(run.code).toBe(0);
    evaluations = await inScope(() =>
      server.app.get(STORAGE.Repositories).evaluations.listLatestBySessions(sessionIds),
    );
    expect(evaluations).toHaveLength(2);
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('re-scores the stored input of a past evaluation to the same result with `sauti score`', async () => {
    for (const stored of evaluations.slice(0, 1)) {
      const input = await sauti(['evaluations', 'input', stored.id]);
      expect(input.code).toBe(0);
      expect(input.stderr).toContain(`by ${SIGNALS_EVALUATOR_VERSION}; input sha256 `);
      expect(input.stderr).toMatch(/input sha256 [0-9a-f]{64} \(verified\)/);
      const rescored = await sauti(['--json', 'score', '-'], input.stdout);
      expect(rescored.code).toBe(0);
      const result = JSON.parse(rescored.stdout);
      expect(result.overallScore).toBe(stored.overallScore);
      expect(result.recommendation).toBe(stored.recommendation);
      expect(result.pillarScores).toEqual(stored.pillarScores);
      expect(result.detailedAnalysis).toEqual(stored.detailedAnalysis);
      // The wrapped form (--json) carries the evaluator that scored it.
      const wrapped = await sauti(['--json', 'evaluations', 'input', stored.id]);
      const again = JSON.parse((await sauti(['--json', 'score', '-'], wrapped.stdout)).stdout);
      expect(again).toMatchObject({
        overallScore: stored.overallScore,
        recordedEvaluatorVersion: result.evaluatorVersion,
      });
    }
  });

  it('refuses an input changed after it was stored, and an evaluation without one', async () => {
    const [stored] = evaluations;
    const em = server.app.get(STORAGE.Orm).em.fork();
    await em
      .getConnection()
      .execute(
        `update evaluation_inputs set score_input = jsonb_set(score_input, '{job,title}', '"Edited"') where evaluation_id = ?`,
        [stored!.id],
      );
    const changed = await sauti(['evaluations', 'input', stored!.id]);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain('no longer matches its digest');
    const missing = await sauti(['evaluations', 'input', 'no-such-evaluation']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('has no stored input');
  });

  it('writes the log of decisions beside the recommendations as CSV', async () => {
    const repos = server.app.get(STORAGE.Repositories);
    const session = await inScope(() => repos.candidateSessions.findById(sessionIds[1]!));
    const job = await inScope(() => repos.jobs.findById(session!.jobId));
    const actor = { userId: job!.createdBy, organisationId: job!.organisationId, isAdmin: false };
    await inScope(() =>
      server.app
        .get(REVIEW.SetHiringOutcome)
        .execute(actor, sessionIds[1]!, 'rejected', { confirmWithoutReview: true }),
    );
    const out = join(dir, 'decisions.csv');
    const run = await sauti(['decisions', 'export', '--out', out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('1 decision(s) written to');
    const lines = (await readFile(out, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${sessionIds[1]},Rejected,No decision,`);
    expect(lines[1]).toContain(
      `,${evaluations.find((e) => e.sessionId === sessionIds[1])!.id},${SIGNALS_EVALUATOR_VERSION},`,
    );
    expect((await sauti(['decisions', 'export', '--from', '2025-02-30'])).code).toBe(1);
    const organisation = await inScope(() => repos.organisations.findById(job!.organisationId));
    const audit = await sauti(['audit', 'bias', '--organisation', organisation!.domain]);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toContain('Table,Group,Candidates');
  });
});
