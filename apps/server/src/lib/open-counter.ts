import { AppError } from './app-error';

/** How many of something each user holds open in this process; past `max`, 429 with `message`. */
export class OpenCounter {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly max: number,
    private readonly message: string,
  ) {}

  /** Holds one for the user, or throws RATE_LIMITED; the answer gives it back (once, however often called). */
  take(userId: string): () => void {
    const held = this.open.get(userId) ?? 0;
    if (held >= this.max) throw new AppError('RATE_LIMITED', this.message);
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
