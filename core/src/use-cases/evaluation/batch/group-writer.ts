/**
 * Group commit for a batch's writes: `add` queues one item and resolves when the group it joined is
 * stored. While a group is being written, new items wait and go together in the next one, so under
 * load the groups grow by themselves and an idle batch writes at once; no timer, no fixed size to
 * wait for (a fixed size would hold the last items of a batch, or deadlock below it).
 */
export class GroupWriter<T, R> {
  private pending: { item: T; resolve(stored: R): void; reject(error: unknown): void }[] = [];
  private flushing = false;

  constructor(
    /** Stores a group in one statement; returns the stored items in the same order. */
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly maxGroup = 100,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    // Items finished in the same turn (a pool's results often arrive together) join this group.
    await Promise.resolve();
    while (this.pending.length > 0) {
      const group = this.pending.splice(0, this.maxGroup);
      try {
        const stored = await this.write(group.map((g) => g.item));
        group.forEach((g, i) => g.resolve(stored[i]!));
      } catch (error) {
        // One bad item (a session deleted meanwhile) must not fail its whole group: write each alone.
        if (group.length === 1) group[0]!.reject(error);
        else await Promise.all(group.map((g) => this.writeAlone(g)));
      }
    }
    this.flushing = false;
  }

  private async writeAlone(entry: GroupWriter<T, R>['pending'][number]): Promise<void> {
    try {
      const [stored] = await this.write([entry.item]);
      entry.resolve(stored!);
    } catch (error) {
      entry.reject(error);
    }
  }
}
