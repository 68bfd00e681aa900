import { linkBoardReadLimits, type LinkBoardReadLimit } from '@seeker/contract';
import { WindowLimiter, type WindowTicket } from '../../lib/window-limiter';

export type BoardReadTicket = WindowTicket<LinkBoardReadLimit>;

/**
 * How many job boards each user has had read for links, in this process: at most
 * `linkBoardReadLimits` (5 a minute, 30 an hour). Only reads that go to the source take a turn: a
 * link to a board read within its interval is answered from the index and is never limited (the ticket
 * is released). Each board's own interval is kept in the database either way (source_health), so no
 * board is read more often than its source allows.
 */
export class BoardReadLimiter {
  private readonly limiter = new WindowLimiter(linkBoardReadLimits);

  /** Takes one read for the user now, or says which limit it would pass and when a read is free again. */
  take(userId: string, now: Date): BoardReadTicket {
    return this.limiter.take(userId, now);
  }
}
