import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, all threads) of process `pid` in ms, or of its thread `pid/task/<tid>`; 0 when it is gone. */
function processCpuMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU time of the PostgreSQL backends serving database `name` (their title is "postgres: <user>
 * <database> <client> <state>"), so another instance or database on the machine (a test run) is
 * not counted. The server's shared background processes (checkpointer, WAL writer) are left out.
 */
function postgresCpuMs(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').split(/\s+/);
      if (title[0] === 'postgres:' && title[2] === name) total += processCpuMs(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return total;
}

/** Where the CPU of a measured stretch went, in ms: the server process, a worker process, PostgreSQL, this client. */
export interface CpuSplit {
  server: number;
  /** Of `server`, its main thread (JavaScript, the HTTP path); the rest is PGlite's thread, libuv's pool, GC helpers. */
  serverMain: number;
  worker: number;
  database: number;
  client: number;
}

/**
 * Starts counting the CPU time of the server `serverPid` (PGlite's thread included), a worker
 * process (`workerPid`), the PostgreSQL backends of `database` (none for the embedded database)
 * and this process; `stop` gives the split.
 */
export function countCpu(
  serverPid: number,
  { workerPid = 0, database: name = null }: { workerPid?: number; database?: string | null } = {},
): { stop(): CpuSplit } {
  const postgresCpu = () => (name ? postgresCpuMs(name) : 0);
  const server = processCpuMs(serverPid);
  const serverMain = processCpuMs(`${serverPid}/task/${serverPid}`);
  const worker = workerPid ? processCpuMs(workerPid) : 0;
  const database = postgresCpu();
  const client = process.cpuUsage();
  return {
    stop() {
      const used = process.cpuUsage(client);
      return {
        server: processCpuMs(serverPid) - server,
        serverMain: processCpuMs(`${serverPid}/task/${serverPid}`) - serverMain,
        worker: workerPid ? processCpuMs(workerPid) - worker : 0,
        database: postgresCpu() - database,
        client: (used.user + used.system) / 1000,
      };
    },
  };
}

/** `split` divided by `calls`. */
export function perCall(split: CpuSplit, calls: number): CpuSplit {
  return {
    server: split.server / calls,
    serverMain: split.serverMain / calls,
    worker: split.worker / calls,
    database: split.database / calls,
    client: split.client / calls,
  };
}

/** The whole machine's CPU of a split. */
export function totalCpu(split: CpuSplit): number {
  return split.server + split.worker + split.database + split.client;
}
