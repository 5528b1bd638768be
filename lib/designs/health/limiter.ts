/**
 * Runs at most `limit` tasks at a time; the others wait in order. One limiter shared by every
 * request bounds the work of the whole process, however many File Health pages poll at once.
 */
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`Invalid concurrency limit: ${limit}`);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The finished task's slot passes straight to the next one, so `active` stays at the limit.
      if (next) next();
      else this.active -= 1;
    }
  }
}
