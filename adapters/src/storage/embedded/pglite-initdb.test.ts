import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialiseDataDir } from './pglite-initdb.js';
import { embeddedStartParams } from './pglite-settings.js';

describe('creating a new embedded data dir in a child process', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sauti-initdb-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('creates the cluster in place of an empty dir and clears what a killed first start left', async () => {
    const pgdata = join(root, 'pg');
    await mkdir(pgdata);
    await mkdir(`${pgdata}.initdb`);
    await writeFile(join(`${pgdata}.initdb`, 'left-by-a-killed-start'), '');

    await initialiseDataDir(pgdata, embeddedStartParams());

    expect(existsSync(join(pgdata, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(pgdata, 'left-by-a-killed-start'))).toBe(false);
    expect(existsSync(`${pgdata}.initdb`)).toBe(false);
  });

  it('leaves an existing cluster, and a non-empty dir that is not one, untouched', async () => {
    const pgdata = join(root, 'pg');
    const before = await readdir(pgdata);
    await initialiseDataDir(pgdata, embeddedStartParams());
    expect(await readdir(pgdata)).toEqual(before);

    const other = join(root, 'other');
    await mkdir(other);
    await writeFile(join(other, 'notes.txt'), 'not a database');
    await initialiseDataDir(other, embeddedStartParams());
    expect(await readdir(other)).toEqual(['notes.txt']);
  });
});
