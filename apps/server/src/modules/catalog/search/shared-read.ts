/**
 * Concurrent callers asking the same question share one read: a caller joins a read only while it
 * has not started (it starts after the current I/O phase), so every caller sees each write that
 * committed before it asked. Different keys read separately.
 */
export class SharedRead<T> {
  private readonly waiting = new Map<string, Promise<T>>();

  constructor(private readonly read: (key: string) => Promise<T>) {}

  get(key: string): Promise<T> {
    const known = this.waiting.get(key);
    if (known) return known;
    const started = new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        this.waiting.delete(key);
        this.read(key).then(resolve, reject);
      });
    });
    this.waiting.set(key, started);
    return started;
  }
}
