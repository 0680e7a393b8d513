import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { buildCriteriaConfig } from '@sauti/core/rules/criteria';
import { SESSION_COOKIE } from '../auth/login-session.js';
import { createJob, startJobsWorld, type JobsWorld } from '../jobs/job-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { seedCandidates } from './review-fixtures.js';

const CRITERIA = buildCriteriaConfig({ communication: 60, problem_solving: 40 });
const EVIL = '=HYPERLINK("http://evil")';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET `path` as `client` (its login cookie), the answer's bytes kept as they are. */
async function download(world: JobsWorld, client: TestClient, path: string) {
  const sid = client.cookie(SESSION_COOKIE);
  const res = await fetch(`${world.server.url}${path}`, {
    headers: sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The first sheet of an XLSX file as rows of cell values (ExcelJS's rows are 1-based). */
async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** A CSV file as rows of strings, its byte-order mark checked and dropped. */
function csvRows(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parse(bytes.subarray(3).toString('utf8'), { relax_column_count: false }) as string[][];
}

describe('spreadsheet exports (docs/behaviour/review.md §11)', () => {
  let world: JobsWorld;
  let jobId: string;
  let otherJobId: string;
  const id: Record<string, string> = {};
  const HEADERS = [
    'Name',
    'Email',
    'Phone',
    'External reference',
    'Status',
    'Overall score',
    'Recommendation',
    'Match',
    'Communication score',
    'Problem Solving score',
    'Hiring outcome',
    'Completed',
    'Review link',
    'Scored by',
    'Channel',
    'Call minutes',
    'Estimated call cost',
    'Call cost currency',
  ];

  beforeAll(async () => {
    world = await startJobsWorld();
    jobId = (await createJob(world.hr, { title: 'Café "Lead"\r\nAgent; x=1 ☕', criteriaConfig: CRITERIA }))
      .id;
    otherJobId = (await createJob(world.stranger, { criteriaConfig: CRITERIA })).id;
    const at = (h: number) => new Date(Date.UTC(2025, 2, 1, h));
    const seeded = await seedCandidates(world.server, jobId, [
      {
        name: 'Zawadi Mwangi',
        email: 'zawadi@example.com',
        externalReference: 'GH-48213',
        startedAt: at(1),
        inPanel: true,
        evaluation: { overall: 90, scores: { communication: 90, problem_solving: 88 } },
      },
      {
        name: EVIL,
        email: '@evil.example',
        startedAt: at(2),
        inPanel: true,
        evaluation: { overall: 70, scores: { communication: 90, problem_solving: 40 } },
      },
      { name: 'Line\nBreak\tTab, "Quoted"', startedAt: at(3) },
      { name: 'Still going', startedAt: at(4), completedAt: null },
    ]);
    for (const [i, name] of ['strong', 'evil', 'awaiting', 'started'].entries()) id[name] = seeded[i]!;
    await seedCandidates(world.server, otherJobId, [
      { evaluation: { overall: 50, scores: { communication: 50, problem_solving: 50 } } },
    ]);
    // Zawadi answered by phone, in calls made while no rate was configured (this app has none).
    const phone = world.server.app.get(STORAGE.Repositories).phoneInterviews;
    await phone.addInterview({
      sessionId: id.strong!,
      jobId,
      phone: '+254700000000',
      mode: 'outbound',
      pinHash: null,
      pinExpiresAt: at(2),
      consentedAt: at(1),
      createdAt: at(1),
    });
    for (const [n, seconds] of [95, 31].entries()) {
      await phone.addCall({
        id: randomUUID(),
        sessionId: id.strong!,
        jobId,
        provider: 'twilio',
        direction: n === 0 ? 'outbound' : 'inbound',
        providerCallId: `CA${n}`,
        secretHash: 'digest',
        candidateNumber: '+254700000000',
        flow: null,
        pinAttempts: 0,
        status: 'completed',
        retryOf: null,
        createdAt: at(1),
        endedAt: at(1),
        durationSeconds: seconds,
        estimatedCostMicros: null,
        reportedCost: null,
      });
    }
    await world.hr.request('PUT', `/api/candidate-sessions/${id.strong}/hiring-outcome`, {
      hiringOutcome: 'hired',
    });
  });

  afterAll(async () => {
    await world?.server.stop();
  });

  it('exports the overview as XLSX: one row per completed candidate, scores as numbers', async () => {
    const res = await download(world, world.hr, `/api/jobs/${jobId}/candidates/export?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = await xlsxRows(res.bytes);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows).toHaveLength(4);
    const [, strong, evil, awaiting] = rows;
    expect(strong!.slice(0, 11)).toEqual([
      'Zawadi Mwangi',
      'zawadi@example.com',
      "'+254700000000",
      'GH-48213',
      'Completed',
      90,
      'Strong Hire',
      'Strong Match',
      90,
      88,
      'Hired',
    ]);
    expect(strong![11]).toEqual(new Date(Date.UTC(2025, 2, 1, 1, 15)));
    expect(strong![12]).toEqual({
      text: `https://hire.example.test/jobs/${jobId}/candidates/${id.strong}`,
      hyperlink: `https://hire.example.test/jobs/${jobId}/candidates/${id.strong}`,
    });
    // Who made the scores; nothing for an interview not evaluated yet.
    expect(strong![13]).toBe('Evaluator not recorded');
    expect(awaiting![13]).toBeUndefined();
    // Its calls' minutes as a number; no cost without a rate; nothing for a web interview.
    // (ExcelJS leaves out empty cells at a row's end.)
    expect([14, 15, 16, 17].map((i) => strong![i])).toEqual(['Phone', 2.1, undefined, undefined]);
    expect([14, 15, 16, 17].map((i) => evil![i])).toEqual(['Web', undefined, undefined, undefined]);
    expect(evil!.slice(0, 2)).toEqual([`'${EVIL}`, "'@evil.example"]);
    expect(awaiting!.slice(0, 8)).toEqual([
      'Line Break Tab, "Quoted"',
      expect.any(String),
      "'+254700000000",
      undefined, // no external reference
      'Completed',
      undefined, // an empty cell
      'Awaiting evaluation',
      'Awaiting evaluation',
    ]);
  });

  it('exports the overview as RFC 4180 CSV that parses back to the same rows', async () => {
    const res = await download(world, world.hr, `/api/jobs/${jobId}/candidates/export?format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.bytes.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const rows = csvRows(res.bytes);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.map((r) => r[0])).toEqual(['Name', 'Zawadi Mwangi', `'${EVIL}`, 'Line Break Tab, "Quoted"']);
    expect(rows[1]!.slice(3, 11)).toEqual([
      'GH-48213',
      'Completed',
      '90',
      'Strong Hire',
      'Strong Match',
      '90',
      '88',
      'Hired',
    ]);
    expect(rows[1]![11]).toBe('2025-03-01T01:15:00.000Z');
    expect(rows[1]!.slice(14)).toEqual(['Phone', '2.1', '', '']);
    expect(rows[2]!.slice(14)).toEqual(['Web', '', '', '']);
    for (const row of rows.slice(1)) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('honours the overview search, filter and sort', async () => {
    const byName = await download(
      world,
      world.hr,
      `/api/jobs/${jobId}/candidates/export?format=csv&sort=name&search=a`,
    );
    expect(csvRows(byName.bytes).map((r) => r[0])).toEqual([
      'Name',
      `'${EVIL}`,
      'Line Break Tab, "Quoted"',
      'Zawadi Mwangi',
    ]);
    const strong = await download(
      world,
      world.hr,
      `/api/jobs/${jobId}/candidates/export?format=csv&filter=meets-all`,
    );
    expect(csvRows(strong.bytes).map((r) => r[0])).toEqual(['Name', 'Zawadi Mwangi']);
  });

  it('names the file by a safe slug of the title and the date, whatever the title holds', async () => {
    const res = await download(world, world.hr, `/api/jobs/${jobId}/candidates/export?format=csv`);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="cafe-lead-agent-x-1-candidates-${today}.csv"`,
    );
  });

  it('exports the panel in its order and logs the export like the printed briefing', async () => {
    const logs = () => world.server.app.get(STORAGE.Repositories).exportLogs.countByUser();
    const before = [...(await logs()).values()].reduce((a, b) => a + b, 0);
    const res = await download(world, world.hr, `/api/jobs/${jobId}/panel/export?format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="cafe-lead-agent-x-1-panel-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    const rows = await xlsxRows(res.bytes);
    expect(rows.map((r) => r[0])).toEqual(['Name', 'Zawadi Mwangi', `'${EVIL}`]);
    expect(rows[2]!.slice(5, 10)).toEqual([70, 'Hire', 'Partial Match', 90, 40]);
    const after = [...(await logs()).values()].reduce((a, b) => a + b, 0);
    expect(after).toBe(before + 1);
  });

  it("refuses a stranger (401) and another organisation's HR (404), with nothing logged", async () => {
    for (const path of [
      `/api/jobs/${jobId}/candidates/export?format=csv`,
      `/api/jobs/${jobId}/panel/export?format=xlsx`,
    ]) {
      const visitor = await download(world, world.visitor, path);
      expect(visitor.status).toBe(401);
      const rival = await download(world, world.stranger, path);
      expect(rival.status).toBe(404);
      expect(rival.headers.get('content-type')).toMatch(/^application\/json/);
    }
    const own = await download(world, world.stranger, `/api/jobs/${otherJobId}/candidates/export?format=csv`);
    expect(csvRows(own.bytes)).toHaveLength(2);
  });

  it('refuses a missing or unknown format and a bad filter with 400 and a clear message', async () => {
    for (const [query, message] of [
      ['', /format must be csv or xlsx/],
      ['?format=pdf', /format must be csv or xlsx/],
      ['?format=csv&filter=nope', /filter must be one of/],
    ] as const) {
      const res = await world.hr.get(`/api/jobs/${jobId}/candidates/export${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const panel = await world.hr.get(`/api/jobs/${jobId}/panel/export?format=xls`);
    expect(panel.status).toBe(400);
    expect(panel.body.message).toMatch(/format must be csv or xlsx/);
  });
});
