/** The audit's default period: the last 365 days up to today, as the server takes it (UTC days). */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: day(today - 364 * 86_400_000), to: day(today) };
}
