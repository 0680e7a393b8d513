import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publishServerRecord,
  readLiveServerRecord,
  removeServerRecord,
  serverRecordPath,
} from './server-record.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sauti-server-record-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('server record', () => {
  it("is read back while its process runs and removed only by that process's id", async () => {
    const record = { pid: process.pid, publicUrl: 'http://localhost:8080' };
    await publishServerRecord(dir, record);
    expect(await readLiveServerRecord(dir)).toEqual(record);
    await removeServerRecord(dir, process.pid + 1);
    expect(await readLiveServerRecord(dir)).toEqual(record);
    await removeServerRecord(dir, process.pid);
    expect(await readLiveServerRecord(dir)).toBeNull();
  });

  it('ignores a record of a process that is gone, and a garbled one', async () => {
    await publishServerRecord(dir, { pid: 2 ** 22 + 12_345, publicUrl: 'http://localhost:8080' });
    expect(await readLiveServerRecord(dir)).toBeNull();
    for (const garbled of ['{', '{"pid":"1","publicUrl":"x"}', JSON.stringify({ pid: process.pid })]) {
      await writeFile(serverRecordPath(dir), garbled);
      expect(await readLiveServerRecord(dir)).toBeNull();
    }
  });
});
