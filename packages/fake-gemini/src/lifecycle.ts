/** Timers and open sockets of one fake, so that close() can end everything at once (hung requests included). */
export class Lifecycle {
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private readonly closers = new Set<() => void>();
  closed = false;

  /** Resolves after ms, or at once when the fake closes (callers then find their response destroyed). */
  sleep(ms: number): Promise<void> {
    if (ms <= 0 || this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.set(timer, resolve);
    });
  }

  /** Registers something to end on close(); returns the function that unregisters it. */
  track(close: () => void): () => void {
    this.closers.add(close);
    return () => this.closers.delete(close);
  }

  closeAll(): void {
    this.closed = true;
    for (const [timer, resolve] of this.timers) {
      clearTimeout(timer);
      resolve();
    }
    this.timers.clear();
    for (const close of [...this.closers]) close();
    this.closers.clear();
  }
}
