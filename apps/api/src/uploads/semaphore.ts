/**
 * A counting semaphore that never queues: `tryAcquire` answers a release function, or null when every slot is
 * taken (the caller refuses the request instead of waiting, so a burst of uploads cannot pile up on the disk).
 */
export class Semaphore {
  private used = 0;

  constructor(readonly capacity: number) {
    if (!(Number.isInteger(capacity) && capacity > 0)) throw new Error(`信号量容量无效：${capacity}`);
  }

  /** Slots in use. */
  get inUse(): number {
    return this.used;
  }

  tryAcquire(): (() => void) | null {
    if (this.used >= this.capacity) return null;
    this.used += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= 1;
    };
  }
}
