/**
 * The reads of a batch, a page of sessions at a time: the page holding the requested position is
 * loaded in a few statements, and the next one starts loading at once, so the evaluations of one
 * page overlap the reads of the next. A page is dropped when each of its positions was asked for.
 */
export class SessionPages<T> {
  private readonly pages = new Map<number, Promise<Map<string, T>>>();
  private readonly left = new Map<number, number>();

  constructor(
    private readonly ids: readonly string[],
    /** Reads a page: what each id that can take the bulk path needs (others are left out). */
    private readonly load: (ids: readonly string[]) => Promise<Map<string, T>>,
    private readonly pageSize = 100,
  ) {}

  /** What was read for the session at `index`, or undefined when it must go the single path. */
  async get(index: number): Promise<T | undefined> {
    const page = Math.floor(index / this.pageSize);
    const loading = this.page(page);
    this.page(page + 1);
    try {
      return (await loading)?.get(this.ids[index]!);
    } finally {
      const left = (this.left.get(page) ?? 0) - 1;
      this.left.set(page, left);
      if (left === 0) this.pages.delete(page);
    }
  }

  private page(page: number): Promise<Map<string, T>> | undefined {
    const start = page * this.pageSize;
    if (start >= this.ids.length) return undefined;
    let loading = this.pages.get(page);
    if (!loading && !this.left.has(page)) {
      loading = this.load(this.ids.slice(start, start + this.pageSize));
      // A prefetched page may fail before anyone waits for it: its sessions get the error then.
      loading.catch(() => undefined);
      this.pages.set(page, loading);
      this.left.set(page, Math.min(this.pageSize, this.ids.length - start));
    }
    return loading;
  }
}
