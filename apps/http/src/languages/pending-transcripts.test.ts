import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { SqlPendingTranscriptFinder } from '@sauti/adapters/queue/pending-transcripts';
import { job, signedIn } from '../jobs/job-fixtures.js';
import { seedCandidates } from '../review/review-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * The start-up sweep queues only answers a recogniser here can hear (docs/behaviour/interview.md
 * §22): an Oshiwambo answer without a transcript is kept for the team, not queued at every start.
 */
describe('the pending-transcript sweep by interview language', () => {
  let server: TestApp;
  const untranscribed = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestApp({});
    const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    for (const language of ['en', 'kj']) {
      const created = await hr.post('/api/jobs', { ...job, language });
      expect(created.status).toBe(201);
      const [sessionId] = await seedCandidates(server, created.body.id, [{ answers: [{ duration: 30 }] }]);
      untranscribed.set(language, sessionId!);
    }
    const connection = server.app.get(STORAGE.Orm).em.fork().getConnection();
    await connection.execute('update candidate_responses set transcribed_text = null');
  });
  afterAll(() => server?.stop());

  it('finds the English answer for an English recogniser, both for one that hears Oshiwambo, none without languages', async () => {
    const orm = server.app.get(STORAGE.Orm);
    const sessionOf = async (ids: string[]) => {
      const rows = await orm.em
        .fork()
        .getConnection()
        .execute<{ session_id: string }[]>(
          `select session_id from candidate_responses where id in (${ids.map(() => '?').join(', ') || 'null'})`,
          ids,
          'all',
        );
      return rows.map((r) => r.session_id).sort();
    };
    expect(await sessionOf(await new SqlPendingTranscriptFinder(orm, ['en']).untranscribed(10))).toEqual([
      untranscribed.get('en'),
    ]);
    expect(
      await sessionOf(await new SqlPendingTranscriptFinder(orm, ['en', 'kj']).untranscribed(10)),
    ).toEqual([untranscribed.get('en'), untranscribed.get('kj')].sort());
    expect(await new SqlPendingTranscriptFinder(orm, []).untranscribed(10)).toEqual([]);
  });
});
