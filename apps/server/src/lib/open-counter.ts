/** How many of something each user holds open at once in this process (running exports, open streams), at most `max`. */
export class OpenCounter {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Holds one for the user and answers how to give it back (once, however often called); undefined when they hold `max` already. */
  tryTake(userId: string): (() => void) | undefined {
    const held = this.open.get(userId) ?? 0;
    if (held >= this.max) return undefined;
    this.open.set(userId, held + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(userId) ?? 1) - 1;
      if (left > 0) this.open.set(userId, left);
      else this.open.delete(userId);
    };
  }
}
