import { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { AnalyticsSeeder } from './analytics-fixtures.js';

const password = 'admin pass 123';

/**
 * Known data (hours before now): 7 users, 4 jobs, 11 sessions (8 completed, 2 abandoned, 1 fresh
 * in progress), 6 evaluated sessions (one re-evaluated), hiring outcomes, referrers, 3 exports.
 */
async function seed(server: TestApp) {
  const s = new AnalyticsSeeder(server.app, Date.now());
  const ids: Record<string, string> = {};
  const hrUser = await s.existingUser('hr@umoja-retail.co.za');
  await s.existingUser('boss@sauti-hq.com');
  const org = await s.organisation('kijiji.co.ke');
  const u1 = await s.user(org, 'amani@kijiji.co.ke', 40 * 24, 48);
  await s.user(org, 'baraka@kijiji.co.ke', 20 * 24, 240);
  await s.user(org, 'chausiku@kijiji.co.ke', 60 * 24, 45 * 24);
  const u4 = await s.user(org, 'dalia@kijiji.co.ke', 72, 24);
  await s.user(org, 'eshe@kijiji.co.ke', 240, null);
  Object.assign(ids, { u1: u1.id, u4: u4.id, hr: hrUser.id });

  const j1 = await s.job(u1, 'Sales Lead', 3, 'active', 30 * 24);
  const j2 = await s.job(u1, 'Driver', 5, 'archived', 5 * 24);
  const j3 = await s.job(u4, 'Cashier', 1, 'active', 50);
  await s.job(hrUser, 'Chef', 0, 'draft', 26);
  Object.assign(ids, { j1, j3 });

  const linkedIn = 'https://www.linkedin.com/jobs/view/1';
  const s1 = await s.session(j1, 240, 30, {
    candidateName: 'Amina',
    referrerUrl: linkedIn,
    hiringOutcome: 'hired',
    hiringOutcomeUpdatedAt: s.ago(192),
  });
  const s2 = await s.session(j1, 72, 20, {
    candidateName: 'Baraka',
    referrerUrl: 'https://linkedin.com/feed',
    hiringOutcome: 'hired',
    hiringOutcomeUpdatedAt: s.ago(48),
  });
  const s3 = await s.session(j1, 49, 40, {
    candidateName: 'Chidi',
    referrerUrl: linkedIn,
    hiringOutcome: 'rejected',
    hiringOutcomeUpdatedAt: s.ago(25),
  });
  await s.session(j1, 46, null, { candidateName: 'Dede', referrerUrl: 'https://indeed.com/x' });
  const s5 = await s.session(j3, 23, 10, {
    candidateName: 'Esi',
    referrerUrl: null,
    hiringOutcome: 'rejected',
    hiringOutcomeUpdatedAt: s.ago(21),
  });
  await s.session(j3, 1, null, { candidateName: 'Femi', referrerUrl: '' });
  await s.session(j3, 120, null, { candidateName: null, referrerUrl: 'not a url' });
  const s8 = await s.session(j3, 144, 60, {
    candidateName: 'Gift',
    referrerUrl: 'https://indeed.com/x',
    hiringOutcome: 'considering',
    hiringOutcomeUpdatedAt: s.ago(130),
  });
  const s9 = await s.session(j3, 98, 20, { candidateName: 'Hawa', referrerUrl: 'https://twitter.com/a' });
  await s.session(j2, 216, 50, {
    candidateName: 'Jabari',
    referrerUrl: 'http://WWW.Facebook.com/page',
    hiringOutcome: 'hired',
    hiringOutcomeUpdatedAt: s.ago(200),
  });
  const s11 = await s.session(j2, 28, 45, { candidateName: 'Imani', referrerUrl: 'https://twitter.com/b' });
  Object.assign(ids, { s2, s3, s5, s8, s9, s11, j2 });

  await s.evaluation(s1, 85, 239);
  await s.evaluation(s2, 60, 71);
  await s.evaluation(s2, 90, 70); // re-evaluated: 90 counts
  await s.evaluation(s3, 50, 47);
  await s.evaluation(s5, 75, 22);
  await s.evaluation(s8, 70, 140);
  await s.evaluation(s9, 40, 97);
  await s.exportLog(u1.id, j1);
  await s.exportLog(u1.id, j2);
  await s.exportLog(u4.id, j3);
  return { seeder: s, ids };
}

/** A running app with an HR user, the administrator (boss@sauti-hq.com) and the known data. */
export async function startSeededPlatform() {
  const server = await startTestApp({
    ADMIN_EMAIL: 'boss@sauti-hq.com',
    PUBLIC_URL: 'https://hire.sauti.example',
  });
  const hr = new TestClient(server.url);
  await hr.post('/api/register', {
    email: 'hr@umoja-retail.co.za',
    password,
    firstName: 'Thandi',
    lastName: 'Nkosi',
  });
  const admin = new TestClient(server.url);
  await admin.post('/api/register', {
    email: 'boss@sauti-hq.com',
    password,
    firstName: 'Kofi',
    lastName: 'Mensah',
  });
  return { server, hr, admin, ...(await seed(server)) };
}
