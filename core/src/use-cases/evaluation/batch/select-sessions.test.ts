import { describe, expect, it } from 'vitest';
import type { Evaluation } from '../../../domain/evaluation.js';
import type { Evaluator } from '../../../ports/evaluator.js';
import { aSession, evaluationTestbed } from '../../../testing/evaluation-testbed.js';
import { SelectSessions } from './select-sessions.js';

const unusedEvaluator = { version: 'unused' } as unknown as Evaluator;

async function seeded() {
  const bed = await evaluationTestbed(unusedEvaluator);
  const at = (iso: string) => new Date(iso);
  const rows = [
    aSession({ id: 's1', jobId: 'job-1', completedAt: at('2025-01-10T10:00:00Z') }),
    aSession({ id: 's2', jobId: 'job-1', completedAt: at('2025-01-20T10:00:00Z') }),
    aSession({ id: 's3', jobId: 'job-2', completedAt: at('2025-02-01T00:00:00Z') }),
    aSession({ id: 's4', jobId: 'job-1', status: 'in_progress', completedAt: null }),
  ];
  for (const row of rows) bed.sessions.rows.set(row.id, row);
  const evaluation = (sessionId: string, version: string | null, evaluatedAt: string): Evaluation => ({
    id: `e-${sessionId}-${evaluatedAt}`,
    sessionId,
    overallScore: 50,
    strengths: null,
    weaknesses: null,
    recommendation: null,
    detailedAnalysis: version === null ? {} : { evaluatorVersion: version },
    pillarScores: null,
    evaluatedAt: at(evaluatedAt),
  });
  await bed.evaluations.add(evaluation('s1', 'local-v1', '2025-03-01T00:00:00Z'));
  await bed.evaluations.add(evaluation('s1', 'local-v2', '2025-03-02T00:00:00Z'));
  await bed.evaluations.add(evaluation('s2', 'local-v2', '2025-03-01T00:00:00Z'));
  await bed.evaluations.add(evaluation('s2', 'local-v1', '2025-03-02T00:00:00Z'));
  await bed.evaluations.add(evaluation('s3', null, '2025-03-01T00:00:00Z'));
  return bed;
}

const ids = (list: { sessionId: string }[]) => list.map((s) => s.sessionId);

describe('selectSessions', () => {
  it('selects completed sessions of a job, of a completion window, or all, oldest completion first', async () => {
    const deps = await seeded();
    expect(ids(await new SelectSessions(deps).execute({ kind: 'job', jobId: 'job-1' }))).toEqual([
      's1',
      's2',
    ]);
    expect(ids(await new SelectSessions(deps).execute({ kind: 'all' }))).toEqual(['s1', 's2', 's3']);
    const window = {
      kind: 'window' as const,
      since: new Date('2025-01-20T10:00:00Z'),
      until: new Date('2025-02-01T00:00:00Z'),
    };
    // since is inclusive, until exclusive
    expect(ids(await new SelectSessions(deps).execute(window))).toEqual(['s2']);
    expect(ids(await new SelectSessions(deps).execute({ kind: 'window', since: window.since }))).toEqual([
      's2',
      's3',
    ]);
  });

  it('selects sessions whose LATEST evaluation that version made; never-evaluated sessions are not selected', async () => {
    const deps = await seeded();
    const selected = await new SelectSessions(deps).execute({
      kind: 'evaluator-version',
      version: 'local-v1',
    });
    expect(selected.map((s) => [s.sessionId, s.latestEvaluatorVersion])).toEqual([['s2', 'local-v1']]);
    expect(
      ids(await new SelectSessions(deps).execute({ kind: 'evaluator-version', version: 'local-v2' })),
    ).toEqual(['s1']);
    expect(
      ids(await new SelectSessions(deps).execute({ kind: 'evaluator-version', version: 'local-v0' })),
    ).toEqual([]);
  });

  it('keeps given session ids as given, marking a missing one with no job', async () => {
    const deps = await seeded();
    const selected = await new SelectSessions(deps).execute({
      kind: 'sessions',
      sessionIds: ['s4', 'nope', 's4'],
    });
    expect(selected.map((s) => [s.sessionId, s.jobId])).toEqual([
      ['s4', 'job-1'],
      ['nope', null],
    ]);
  });
});
