/** Latency figures of a batch of timed calls. */
export interface Latency {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Percentile of sorted milliseconds (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `call` `count` times with `concurrency` in flight and summarises the latencies (ms). */
export async function measure(
  count: number,
  concurrency: number,
  call: (i: number) => Promise<boolean>,
): Promise<Latency> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  async function lane() {
    while (next < count) {
      const i = next++;
      const t0 = performance.now();
      const ok = await call(i).catch(() => false);
      times.push(performance.now() - t0);
      if (!ok) errors++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count,
    errors,
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1) ?? 0),
  };
}
