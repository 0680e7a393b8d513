import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteHost, type PgliteHost } from './pglite-host.js';
import { endsExchange } from './serialised-exchanges.js';

/**
 * Several `pg` clients on the embedded database's socket at once (the server's ORM and the
 * queue's pool do exactly this). A parameterised query travels as Parse/Bind/Describe/Execute/
 * Sync messages; another client's messages landing between them (here: a transaction's simple
 * queries, which drop the unnamed statement) made pg-boss fail with "unnamed prepared statement
 * does not exist", losing the transcription job of an acknowledged answer.
 */
describe('pglite socket with concurrent clients', () => {
  let host: PgliteHost;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    host = await startPgliteHost({});
    for (let i = 0; i < 3; i++) {
      const client = new pg.Client({
        host: host.socketDir,
        port: host.port,
        user: 'postgres',
        database: 'postgres',
      });
      await client.connect();
      clients.push(client);
    }
    await clients[0]!.query('create table t (id int primary key, v text)');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
    await host?.stop();
  });

  it('answers every client its own queries while another runs transactions, none lost or crossed', async () => {
    const rounds = 80;
    const transactions = (async () => {
      const client = clients[0]!;
      for (let i = 0; i < rounds; i++) {
        await client.query('begin');
        await client.query('insert into t (id, v) values ($1, $2)', [i, `row ${i}`]);
        await client.query('commit');
      }
    })();
    const queries = clients.slice(1).map(async (client, c) => {
      const answers: string[] = [];
      for (let i = 0; i < rounds; i++) {
        const sql = c === 0 ? 'select $1::text as v' : 'select $1::text || $2::text as v';
        const params = c === 0 ? [`c${c}-${i}`] : [`c${c}-`, String(i)];
        answers.push(String((await client.query(sql, params)).rows[0].v));
      }
      return answers;
    });
    const [, ...results] = await Promise.all([transactions, ...queries]);
    expect(results[0]).toEqual(Array.from({ length: rounds }, (_, i) => `c0-${i}`));
    expect(results[1]).toEqual(Array.from({ length: rounds }, (_, i) => `c1-${i}`));
    expect((await clients[1]!.query('select count(*)::int as n from t')).rows[0].n).toBe(rounds);
  }, 60_000);
});

describe('endsExchange', () => {
  const message = (type: string) => Uint8Array.from([type.charCodeAt(0), 0, 0, 0, 4]);

  it('ends an exchange at Sync, a simple Query, Terminate, a password answer and a startup packet', () => {
    for (const type of ['S', 'Q', 'X', 'p']) expect(endsExchange(message(type)), type).toBe(true);
    expect(endsExchange(Uint8Array.from([0, 0, 0, 8, 0, 3, 0, 0]))).toBe(true);
  });

  it('keeps it open through Parse, Bind, Describe, Execute, Close and Flush', () => {
    for (const type of ['P', 'B', 'D', 'E', 'C', 'H']) expect(endsExchange(message(type)), type).toBe(false);
  });
});
