// Child process of pglite-initdb.ts: creates the PostgreSQL cluster of a new data dir and exits,
// so the memory initdb needs is given back to the system with the process. Plain JavaScript, so
// it starts without the TypeScript loader. Arguments: the data dir, PGlite's start parameters (JSON).
import { PGlite } from '@electric-sql/pglite';
import { exitWithParent } from '../../system/exit-with-parent.mjs';

exitWithParent();

const [dataDir, startParams] = process.argv.slice(2);
const db = await PGlite.create({ dataDir, startParams: JSON.parse(startParams) });
await db.close();
