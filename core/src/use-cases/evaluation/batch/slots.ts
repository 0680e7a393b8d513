/**
 * A counting semaphore: at most `size` holders at once, the others wait in arrival order. The batch
 * limits its evaluator calls with it, so reads and writes never take an evaluator's place.
 */
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = Math.max(1, Math.floor(size));
  }

  /** Runs `work` in a slot, waiting for one if all are taken. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next waiter (the count stays taken), else give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    }
  }
}
