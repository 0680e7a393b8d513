import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job as jobForm } from '@sauti/http/jobs/job-fixtures';
import { outboxMails } from '@sauti/http/testing/outbox';
import { trustedAccount } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { runSauti } from '@sauti/cli/testing/run-sauti';

describe('sauti invitations send (docs/behaviour/interview.md §15), while the server runs', () => {
  let dir: string;
  let server: TestApp;
  let jobId: string;
  let csv: string;
  const sauti = (args: string[]) => runSauti(args, { DATA_DIR: dir });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sauti-cli-invitations-'));
    server = await startTestApp({ DATA_DIR: dir });
    const { client } = await trustedAccount(server, { email: 'wambui@lakeside-logistics.co.ke' });
    await trustedAccount(server, { email: 'eve@rival-haulage.co.ke' });
    const created = await client.post('/api/jobs', { ...jobForm, requireIdentityVerification: 'false' });
    jobId = created.body.id;
    csv = join(dir, 'round.csv');
    await writeFile(
      csv,
      '\uFEFFname,email,phone\r\nAmina Otieno,amina@example.com,+254 700 000001\r\n' +
        'Bad Row,not-an-email,+254 700 000002\r\nAmina again,AMINA@example.com,+254 700 000003\r\n',
    );
  });
  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('invites through the same use case and prints the row-by-row report', async () => {
    const run = await sauti(['--json', 'invitations', 'send', '--job', jobId, '--csv', csv]);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(report.counts).toEqual({ rows: 3, invited: 1, reported: 2 });
    expect(report.problems).toEqual([
      { row: 3, field: 'email', message: 'Invalid Email' },
      { row: 4, field: 'email', message: 'Same email as row 2' },
    ]);
    const mails = (await outboxMails(dir)).filter((m) => m.to === 'amina@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(new RegExp(`/interview/${jobId}\\?invite=`));

    const again = await sauti([
      'invitations',
      'send',
      '--job',
      jobId,
      '--csv',
      csv,
      '--as',
      'wambui@lakeside-logistics.co.ke',
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Invited 0 of 3 rows; 3 to check.');
    expect(again.stdout).toMatch(/2\s+email\s+Already invited to this job/);
  });

  it('refuses to act for someone outside the job’s organisation, an unknown job or a headless file', async () => {
    const stranger = await sauti([
      'invitations',
      'send',
      '--job',
      jobId,
      '--csv',
      csv,
      '--as',
      'eve@rival-haulage.co.ke',
    ]);
    expect(stranger.code).not.toBe(0);
    expect(stranger.stderr).toContain("is not a member of the job's organisation");
    const unknown = await sauti(['invitations', 'send', '--job', 'no-such-job', '--csv', csv]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('Job not found');
    const headless = join(dir, 'headless.csv');
    await writeFile(headless, 'Amina,amina@example.com,0712\n');
    const bad = await sauti(['invitations', 'send', '--job', jobId, '--csv', headless]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('The first row must name the columns');
  });
});
