import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteHost } from '../embedded/pglite-host.js';
import { initOrm, type SautiOrm } from '../orm.js';

let host: Awaited<ReturnType<typeof startPgliteHost>>;
let orm: SautiOrm;

const run = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute(sql, params);

beforeAll(async () => {
  host = await startPgliteHost({});
  orm = await initOrm({ socketDir: host.socketDir, port: host.port }, { poolMax: 1 });
  // The schema as it stood before the log of decisions, with decisions already recorded.
  await orm.migrator.up({ to: 'Migration20261128170000_webhook_secret_rotation' });
  await run(`insert into organisations (id, domain, name) values ('org', 'acme.co.ke', 'Acme')`);
  await run(
    `insert into users (id, email, password, organisation_id) values ('u', 'a@acme.co.ke', 'h', 'org')`,
  );
  await run(
    `insert into jobs (id, organisation_id, created_by, title, description) values ('j', 'org', 'u', 'Clerk', '')`,
  );
  await run(
    `insert into candidate_sessions (id, job_id, status, completed_at, hiring_outcome, hiring_outcome_updated_at)
     values ('s1', 'j', 'completed', '2026-03-01T10:00:00Z', 'rejected', '2026-03-05T10:00:00Z'),
            ('s2', 'j', 'completed', '2026-03-01T10:00:00Z', null, null)`,
  );
  await run(
    `insert into ai_evaluations (id, session_id, overall_score, recommendation, detailed_analysis, evaluated_at)
     values ('e-before', 's1', 82, 'Strong Hire', '{"evaluatorVersion": "local-rubric@2"}', '2026-03-02T10:00:00Z'),
            ('e-after', 's1', 40, 'Maybe', '{"evaluatorVersion": "local-rubric@3"}', '2026-03-09T10:00:00Z')`,
  );
  await orm.migrator.up();
}, 60_000);
afterAll(async () => {
  await orm?.close();
  await host?.stop();
});

describe('Migration20261129003320_regulator_records', () => {
  it('starts the decision log with each decision already recorded, beside the evaluation in force then', async () => {
    const rows = await run(
      `select session_id, outcome, previous_outcome, decided_at, decided_by_id, source, evaluation_id,
              evaluator_version, overall_score, recommendation from hiring_decisions`,
    );
    expect(rows.map((r) => ({ ...r, decided_at: new Date(r.decided_at as string) }))).toEqual([
      {
        session_id: 's1',
        outcome: 'rejected',
        previous_outcome: null,
        decided_at: new Date('2026-03-05T10:00:00Z'),
        decided_by_id: null,
        source: 'earlier',
        evaluation_id: 'e-before',
        evaluator_version: 'local-rubric@2',
        overall_score: 82,
        recommendation: 'Strong Hire',
      },
    ]);
  });
});
