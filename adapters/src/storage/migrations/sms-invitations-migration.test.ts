import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteHost } from '../embedded/pglite-host.js';
import { initOrm, type SautiOrm } from '../orm.js';

let host: Awaited<ReturnType<typeof startPgliteHost>>;
let orm: SautiOrm;

const run = (sql: string, params: unknown[] = []) => orm.em.getConnection().execute(sql, params);

beforeAll(async () => {
  host = await startPgliteHost({});
  orm = await initOrm({ socketDir: host.socketDir, port: host.port }, { poolMax: 1 });
  // The schema before SMS invitations, when the phone was only the intake's pre-fill, as typed:
  // two invitations of one job may share a number, and one may have none ('').
  await orm.migrator.up({ to: 'Migration20261129065114_idempotency_keys' });
  await run(`insert into organisations (id, domain, name) values ('org', 'acme.co.ke', 'Acme')`);
  await run(
    `insert into users (id, email, password, organisation_id) values ('u', 'a@acme.co.ke', 'h', 'org')`,
  );
  await run(
    `insert into jobs (id, organisation_id, created_by, title, description) values ('j', 'org', 'u', 'Clerk', '')`,
  );
  const invitation = (id: string, email: string, phone: string, minute: number) =>
    run(
      `insert into candidate_invitations (id, job_id, organisation_id, name, email, phone, token_hash,
         created_at, expires_at, last_sent_at)
       values (?, 'j', 'org', 'Candidate', ?, ?, ?, ?, '2026-12-01T00:00:00Z', ?)`,
      [id, email, phone, id.padEnd(64, '0'), `2026-11-20T08:0${minute}:00Z`, `2026-11-20T08:0${minute}:00Z`],
    );
  await invitation('first', 'a@example.com', '0712 345 678', 1);
  await invitation('second', 'b@example.com', '0712 345 678', 2);
  await invitation('blank', 'c@example.com', '', 3);
  await orm.migrator.up();
}, 60_000);
afterAll(async () => {
  await orm?.close();
  await host?.stop();
});

describe('Migration20261129131439_sms_invitations', () => {
  const texted = (id: string, phone: string) =>
    run(
      `insert into candidate_invitations (id, job_id, organisation_id, name, email, phone, token_hash,
         created_at, expires_at, last_sent_at)
       values (?, 'j', 'org', 'Candidate', null, ?, ?, now(), now(), now())`,
      [id, phone, id.padEnd(64, 'f')],
    );

  it('keeps every invitation and its number; a blank number becomes none', async () => {
    const rows = await run(`select id, email, phone from candidate_invitations order by id`);
    expect(rows).toEqual([
      { id: 'blank', email: 'c@example.com', phone: null },
      { id: 'first', email: 'a@example.com', phone: '0712 345 678' },
      { id: 'second', email: 'b@example.com', phone: '0712 345 678' },
    ]);
  });

  it('holds one texted invitation per number and job, whatever the mailed ones share', async () => {
    await texted('sms-1', '+254712345678');
    await expect(texted('sms-2', '+254712345678')).rejects.toThrow(
      /candidate_invitations_job_id_texted_phone_unique/,
    );
    await texted('sms-3', '0712 345 678'); // a mailed invitation's pre-fill does not block a text
  });
});
