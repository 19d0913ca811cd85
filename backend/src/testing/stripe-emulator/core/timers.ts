// setTimeout holds at most 2^31 - 1 ms (about 24.8 days); longer delays would fire at once.
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/** The emulator's timers (session expiry, webhook retries), all cancelled when it closes. */
export class Timers {
  private readonly pending = new Set<NodeJS.Timeout>();

  /** Runs `task` after `delayMs`; returns a function that cancels it. Timers do not keep the process alive. */
  after(delayMs: number, task: () => void): () => void {
    const timer = setTimeout(
      () => {
        this.pending.delete(timer);
        task();
      },
      Math.min(Math.max(0, delayMs), LONGEST_DELAY_MS),
    );
    timer.unref();
    this.pending.add(timer);
    return () => {
      clearTimeout(timer);
      this.pending.delete(timer);
    };
  }

  clear(): void {
    for (const timer of this.pending) clearTimeout(timer);
    this.pending.clear();
  }
}
