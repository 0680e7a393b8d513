import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { postCallback } from '@sauti/adapters/testing/wire/call-driver';
import type { TwilioFake } from '@sauti/adapters/testing/wire/twilio-server';
import { FORMULA_TRIGGERS } from '@sauti/core/rules/spreadsheet-cell';
import { SESSION_COOKIE } from '../auth/login-session.js';
import { startSession } from '../sessions/interview-fixtures.js';
import type { startPhoneWorld } from './phone-fixtures.js';
import { askForCall, lastTwilioCall, startTwilioWorld } from './phone-fixtures.js';

let twilio: TwilioFake;
let world: Awaited<ReturnType<typeof startPhoneWorld>>;
let phoneSession: string;
let webSession: string;

/** The export of the world's job in `format`, downloaded as HR. */
async function exported(format: 'csv' | 'xlsx'): Promise<Buffer> {
  const res = await fetch(`${world.server.url}/api/jobs/${world.job.id}/candidates/export?format=${format}`, {
    headers: { cookie: `${SESSION_COOKIE}=${world.hr.cookie(SESSION_COOKIE)}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The header row and the row of each session, by the session id in its review link. */
function bySession(rows: unknown[][]) {
  const header = rows[0]!.map(String);
  // (An XLSX link cell is an object with the link's text.)
  const rowOf = (sessionId: string) => rows.find((r) => JSON.stringify(r).includes(sessionId))!;
  const cells = (sessionId: string, names: string[]) => names.map((n) => rowOf(sessionId)[header.indexOf(n)]);
  return { header, cells };
}

const CALL_COLUMNS = ['Channel', 'Call minutes', 'Estimated call cost', 'Call cost currency'];

beforeAll(async () => {
  ({ twilio, world } = await startTwilioWorld());
  // A phone interview: Sauti rings, the candidate answers, the call ends after 95 s (Twilio's
  // signed status callback); the estimate is made there, at PHONE_COST_PER_MINUTE=0.0135 USD.
  const started = await askForCall(world.server, world.job.id, 'outbound');
  phoneSession = started.sessionId;
  const { carrier, url } = lastTwilioCall(twilio);
  expect((await postCallback(carrier, url, {})).status).toBe(200);
  const ended = await postCallback(
    { ...carrier, base: { ...carrier.base, CallStatus: 'completed' } },
    carrier.finalUrl,
    { CallDuration: '95' },
  );
  expect(ended.status).toBe(200);
  // The exports list completed interviews: this one is marked so, as its last answer would.
  const sessions = world.server.app.get(STORAGE.Repositories).candidateSessions;
  await sessions.update(phoneSession, { status: 'completed', completedAt: new Date() });
  webSession = (await startSession(world.candidate(), world.job.id)).id;
  await sessions.update(webSession, { status: 'completed', completedAt: new Date() });
}, 60_000);

afterAll(async () => {
  await world?.server.stop();
  await twilio?.close();
});

describe('the exports carry each phone interview’s calls and estimated cost (docs/behaviour/review.md §11)', () => {
  it('CSV: the same estimate as the overview’s Phone calls card; empty cells for a web interview; no formula', async () => {
    const overview = await world.hr.get(`/api/jobs/${world.job.id}/candidates-v2`);
    expect(overview.body.phoneCalls).toEqual({
      calls: 1,
      minutes: 1.6,
      estimatedCost: { amount: 0.03, currency: 'USD' },
    });
    const rows = parse((await exported('csv')).subarray(3).toString('utf8')) as string[][];
    const { header, cells } = bySession(rows);
    expect(header.slice(-4)).toEqual(CALL_COLUMNS);
    expect(cells(phoneSession, CALL_COLUMNS)).toEqual(['Phone', '1.6', '0.03', 'USD']);
    expect(cells(webSession, CALL_COLUMNS)).toEqual(['Web', '', '', '']);
    for (const row of rows)
      for (const cell of row.slice(-3))
        expect(
          FORMULA_TRIGGERS.some((t) => cell.startsWith(t)),
          cell,
        ).toBe(false);
  });

  it('XLSX: minutes and cost are numbers HR can sum, the currency beside them', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exported('xlsx')) as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const { cells } = bySession(rows);
    expect(cells(phoneSession, CALL_COLUMNS)).toEqual(['Phone', 1.6, 0.03, 'USD']);
    expect(cells(webSession, CALL_COLUMNS)).toEqual(['Web', undefined, undefined, undefined]);
  });
});
