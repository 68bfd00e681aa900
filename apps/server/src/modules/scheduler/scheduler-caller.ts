import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../auth';

/** Who called a scheduler endpoint: another service holding SCHEDULER_TOKEN, or a signed-in user. */
export type SchedulerCaller = { kind: 'service' } | { kind: 'user'; user: SessionUser };

function sameToken(given: string, expected: string) {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** `Authorization: Bearer <SCHEDULER_TOKEN>` is the service; otherwise the session decides (401 without one). */
export async function schedulerCaller(request: FastifyRequest, token: string): Promise<SchedulerCaller> {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length), token)) {
    return { kind: 'service' };
  }
  return { kind: 'user', user: await request.requireUser() };
}
