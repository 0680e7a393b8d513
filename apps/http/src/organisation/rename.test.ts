import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { ORGANISATION_MESSAGES } from '@sauti/core/contract/organisation';
import { signedIn } from '../jobs/job-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { signUp, signUpColleague } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
let founder: TestClient;
let colleague: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  server = await startTestApp();
  founder = await signedIn(server, 'zawadi@tausi-logistics.co.tz');
  colleague = (await signUpColleague(server, founder, { email: 'juma@tausi-logistics.co.tz' })).client;
  stranger = await signedIn(server, 'eve@rival-corp.co.ke');
}, 60_000);
afterAll(() => server.stop());

const organisationOf = async (client: TestClient) =>
  (await client.get('/api/organisation/members')).body.organisation;

describe('renaming an organisation (docs/behaviour/platform.md §4)', () => {
  it('starts from the name derived from the domain, which any member may change, and keeps who did it', async () => {
    // Before, the derived name ('Tausi-logistics') could never be changed.
    const derived = (await organisationOf(founder)).name as string;
    const res = await colleague.request('PUT', '/api/organisation/name', { name: '  Tausi Logistics Ltd  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Tausi Logistics Ltd', domain: 'tausi-logistics.co.tz' });
    const seen = await organisationOf(founder);
    expect(seen.name).toBe('Tausi Logistics Ltd');
    expect(seen.renames).toEqual([
      {
        fromName: derived,
        toName: 'Tausi Logistics Ltd',
        renamedBy: 'juma@tausi-logistics.co.tz',
        renamedAt: expect.stringMatching(/^\d{4}-/),
      },
    ]);
    // The same name again records nothing.
    await founder.request('PUT', '/api/organisation/name', { name: 'Tausi Logistics Ltd' });
    expect((await organisationOf(founder)).renames).toHaveLength(1);
  });

  it('names the organisation in the mails that follow', async () => {
    const pending = await signUp(server, { email: 'neema@tausi-logistics.co.tz' });
    expect(pending.user.membership).toBe('pending');
    const outbox = join(server.app.get(TOKENS.Config).dataDir, 'outbox');
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')));
    expect(mails.some((m) => m.includes('asks to join Tausi Logistics Ltd on Sauti'))).toBe(true);
  });

  it('refuses an empty, multi-line or too long name, and touches only the caller’s organisation', async () => {
    for (const name of ['', '   ', 'Tausi\nLogistics', 'x'.repeat(101)]) {
      const res = await founder.request('PUT', '/api/organisation/name', { name });
      expect([JSON.stringify(name).slice(0, 20), res.status]).toEqual([
        JSON.stringify(name).slice(0, 20),
        400,
      ]);
    }
    expect((await founder.request('PUT', '/api/organisation/name', {})).body.message).toBe(
      ORGANISATION_MESSAGES.nameRequired,
    );
    await stranger.request('PUT', '/api/organisation/name', { name: 'Rival Corp' });
    expect((await organisationOf(founder)).name).toBe('Tausi Logistics Ltd');
    expect((await organisationOf(stranger)).name).toBe('Rival Corp');
  });
});
