import type { JsonPath } from './json-paths';
import type { Operation } from './operations';
import { idFieldPaths, idValue, type UserIds } from './user-id-fields';
import { validJson } from './valid-request';

/** Where a request names a user or their record: a path parameter, or a user-id field of the body. */
export type IdSlot = { kind: 'path'; name: string } | { kind: 'body'; path: JsonPath };

export type Attempt = {
  label: string;
  /** Slots holding the victim's ids; the rest hold the actor's own. */
  victimSlots: IdSlot[];
};

// 2^6 requests per route at most: beyond that the combinations stop finding anything new.
const maxSlots = 6;

export function idSlots(operation: Operation): IdSlot[] {
  const body = validJson(operation, () => 'placeholder');
  return [
    ...operation.pathParams.map((param): IdSlot => ({ kind: 'path', name: param.name })),
    ...idFieldPaths(body).map((path): IdSlot => ({ kind: 'body', path })),
  ].slice(0, maxSlots);
}

function describeSlot(slot: IdSlot) {
  return slot.kind === 'path' ? `{${slot.name}}` : `body ${slot.path.join('.')}`;
}

/**
 * Every mix of the victim's and the actor's ids with at least one of the victim's: a route that checks
 * the path but trusts the body (or the reverse) is caught by the mixed ones.
 */
export function crossUserAttempts(operation: Operation): Attempt[] {
  const slots = idSlots(operation);
  const attempts: Attempt[] = [];
  for (let mask = 1; mask < 2 ** slots.length; mask += 1) {
    const victimSlots = slots.filter((_, index) => mask & (1 << index));
    attempts.push({ label: `victim's ${victimSlots.map(describeSlot).join(' + ')}`, victimSlots });
  }
  return attempts;
}

function holdsVictim(attempt: Attempt, slot: IdSlot) {
  return attempt.victimSlots.some((held) =>
    held.kind === 'path' ? slot.kind === 'path' && held.name === slot.name : slot.kind === 'body' && held.path.join('.') === slot.path.join('.'),
  );
}

export type { UserIds };

/** The path parameters and body user ids of one attempt, and which of the victim's ids went in the URL. */
export function mixIds(operation: Operation, attempt: Attempt, victim: UserIds, actor: UserIds) {
  const inUrl = operation.pathParams.filter((param) => holdsVictim(attempt, { kind: 'path', name: param.name })).map((param) => param.name);
  return {
    params: Object.fromEntries(operation.pathParams.map((param) => [param.name, (inUrl.includes(param.name) ? victim : actor).params[param.name]!])),
    pick: (path: JsonPath) => idValue(holdsVictim(attempt, { kind: 'body', path }) ? victim : actor, path),
    victimUrlIds: inUrl.map((name) => victim.params[name]!),
  };
}
