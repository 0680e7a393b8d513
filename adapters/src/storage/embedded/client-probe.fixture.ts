/**
 * Run in a separate process by embedded-database.test.ts: opens the data dir given as argv[2]
 * (expecting to be a client of the test's host), stores one organisation and prints a JSON line.
 */
import { openDatabase } from '../database.js';
import { OrmOrganisationRepository } from '../repositories/organisation-repository.js';

const dataDir = process.argv[2]!;
const db = await openDatabase({ dataDir });
try {
  const organisations = new OrmOrganisationRepository(db.orm);
  const domain = `probe-${process.pid}.example.com`;
  await organisations.findOrCreate({
    id: `probe-${process.pid}`,
    domain,
    name: 'Probe',
    createdAt: new Date(),
  });
  const count = (await organisations.list()).length;
  console.log(JSON.stringify({ kind: db.kind, domain, count }));
} finally {
  await db.close();
}
