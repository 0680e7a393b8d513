import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system, all threads) of process `pid` in ms; 0 when it is gone. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** CPU time of every PostgreSQL process on the machine (the server's backends do the queries). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += processCpuMs(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return total;
}

/** Where the CPU of a measured stretch went, in ms: the server process, a worker process, PostgreSQL, this client. */
export interface CpuSplit {
  server: number;
  worker: number;
  database: number;
  client: number;
}

/**
 * Starts counting the CPU time of the server `serverPid` (PGlite's thread included), a worker
 * process (`workerPid`, 0 for none), every PostgreSQL process and this process; `stop` gives the split.
 */
export function countCpu(serverPid: number, workerPid = 0): { stop(): CpuSplit } {
  const server = processCpuMs(serverPid);
  const worker = workerPid ? processCpuMs(workerPid) : 0;
  const database = postgresCpuMs();
  const client = process.cpuUsage();
  return {
    stop() {
      const used = process.cpuUsage(client);
      return {
        server: processCpuMs(serverPid) - server,
        worker: workerPid ? processCpuMs(workerPid) - worker : 0,
        database: postgresCpuMs() - database,
        client: (used.user + used.system) / 1000,
      };
    },
  };
}

/** `split` divided by `calls`. */
export function perCall(split: CpuSplit, calls: number): CpuSplit {
  return {
    server: split.server / calls,
    worker: split.worker / calls,
    database: split.database / calls,
    client: split.client / calls,
  };
}

/** The whole machine's CPU of a split. */
export function totalCpu(split: CpuSplit): number {
  return split.server + split.worker + split.database + split.client;
}
