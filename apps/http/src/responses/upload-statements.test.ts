import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { countStatements } from '@sauti/adapters/storage/statement-counter';
import {
  startInterviewWorld,
  startSession,
  uploadAnswer,
  webmBytes,
  type InterviewWorld,
} from '../sessions/interview-fixtures.js';

/**
 * What one uploaded answer asks of the application database, statement by statement. Under 200
 * candidates at once these round trips, one after another on the embedded database's single
 * connection, set the upload's latency (docs/performance.md), so the list is pinned: a change that
 * adds one fails here and prints what was sent. (The two queue jobs go through pg-boss's own pool,
 * and BEGIN/COMMIT are not seen by the counter; the session update is one statement, not a
 * select, begin, update and commit.)
 */
const UPLOAD_STATEMENTS: readonly RegExp[] = [
  /^select .* from "candidate_sessions" .* limit \?$/, // the session, its credential and state
  /^select .* from jobs j left join lateral \( select \* from job_questions /, // identity rule and question
  /^select .* from "candidate_responses" .* limit \?$/, // an earlier take of the same question
  /^insert into rate_limit_counters .* values \(\?, \?, \?\), \(\?, \?, \?\) /, // both byte budgets
  /^insert into candidate_responses /, // the answer (upsert)
  /^update "candidate_sessions" set "current_question_index" = .* returning \*$/,
];

describe('one uploaded answer', () => {
  let world: InterviewWorld;
  beforeAll(async () => {
    world = await startInterviewWorld();
  });
  afterAll(async () => {
    await world?.server.stop();
  });

  it(`sends ${UPLOAD_STATEMENTS.length} statements to the application tables`, async () => {
    const browser = world.browser();
    const session = await startSession(browser, world.jobId);
    const counter = countStatements(world.server.app.get(STORAGE.Orm));
    try {
      const res = await uploadAnswer(browser, session.id, 1, webmBytes(2_500));
      expect(res.status).toBe(201);
    } finally {
      counter.stop();
    }
    const sent = counter.statements.map((s) => s.replace(/\s+/g, ' ').trim());
    const listing = sent.map((s, i) => `${i + 1}. ${s.slice(0, 140)}`).join('\n');
    expect(sent, listing).toHaveLength(UPLOAD_STATEMENTS.length);
    UPLOAD_STATEMENTS.forEach((pattern, i) => expect(sent[i], listing).toMatch(pattern));
  });
});
