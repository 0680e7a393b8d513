/**
 * Writes a migration for the difference between the entities and the committed migrations:
 * `npx tsx adapters/src/storage/migrations/create-migration.ts <name>`. Runs against a throwaway
 * in-memory PGlite, so it needs no database. Then add the new class to `migrations/index.ts`.
 *
 * MikroORM's own `migrator.create()` needs Node 22 (`fs.globSync`); this does the same diff with
 * the schema generator and writes the file itself.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { TSMigrationGenerator } from '@mikro-orm/migrations';
import { startPgliteHost } from '../embedded/pglite-host.js';
import { migrate } from '../migrate.js';
import { initOrm } from '../orm.js';

/** Splits generated SQL into statements at `;` line ends that are outside string literals. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let pending = '';
  for (const chunk of sql.split(/;\n/)) {
    pending += (pending ? ';\n' : '') + chunk;
    if (pending.split(`'`).length % 2 === 0) continue; // inside a quoted literal: keep joining
    const statement = pending.trim();
    if (statement) statements.push(statement.endsWith(';') ? statement : `${statement};`);
    pending = '';
  }
  return statements;
}

const name = process.argv[2] ?? 'change';
const folder = fileURLToPath(new URL('.', import.meta.url));
const host = await startPgliteHost({});
const orm = await initOrm({ socketDir: host.socketDir, port: host.port }, { poolMax: 1 });
try {
  await migrate(orm);
  const diff = await orm.schema.getUpdateSchemaMigrationSQL({ wrap: false });
  const up = splitStatements(diff.up);
  if (up.length === 0) {
    console.log('entities and migrations agree: nothing to write');
  } else {
    const timestamp = new Date().toISOString().replace(/[-T:]|\.\d{3}Z$/g, '');
    const className = `Migration${timestamp}_${name}`;
    const generator = new TSMigrationGenerator(orm.em.getDriver(), orm.config.getNamingStrategy(), {});
    const source = generator.generateMigrationFile(className, { up, down: splitStatements(diff.down) });
    await writeFile(`${folder}${className}.ts`, source);
    console.log(`wrote ${className}.ts; add it to migrations/index.ts`);
  }
} finally {
  await orm.close();
  await host.stop();
}
