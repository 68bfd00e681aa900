/**
 * A map bounded by the cost of what it holds, kept in two generations of at most half the bound each: a key
 * found in the young one costs one lookup; one found in the old is moved to the young; a full young one
 * becomes the old, and the old is let go. What was used lately stays, as a least-lately-used list keeps it,
 * without a list reordered on every lookup (nor a Set whose oldest entry, deleted again and again, leaves
 * holes every later walk passes over). Values are never undefined.
 */
export type TwoGenerations<K, V> = {
  /** The value, moved to the young generation if it was in the old. */
  get: (key: K) => V | undefined;
  /** Whether the key is held, without moving it. */
  has: (key: K) => boolean;
  /** Kept in the young generation, unless its own cost passes half the bound. */
  set: (key: K, value: V) => void;
  delete: (key: K) => void;
  /** Whether it is full: the young generation has filled once (the old holds something), or nearly has. */
  full: () => boolean;
  /** What it holds, by `costOf`. */
  cost: () => number;
  clear: () => void;
};

export function twoGenerations<K, V>(bound: number, costOf: (key: K, value: V) => number = () => 1): TwoGenerations<K, V> {
  const half = bound / 2;
  let young = new Map<K, V>();
  let youngCost = 0;
  let old = new Map<K, V>();
  let oldCost = 0;
  const set = (key: K, value: V) => {
    const cost = costOf(key, value);
    if (cost > half) return;
    if (youngCost + cost > half) {
      old = young;
      oldCost = youngCost;
      young = new Map();
      youngCost = 0;
    }
    young.set(key, value);
    youngCost += cost;
  };
  const fromOld = (key: K): V | undefined => {
    const value = old.get(key);
    if (value === undefined) return undefined;
    old.delete(key);
    oldCost -= costOf(key, value);
    return value;
  };
  return {
    get: (key) => {
      const known = young.get(key);
      if (known !== undefined) return known;
      const older = fromOld(key);
      if (older !== undefined) set(key, older);
      return older;
    },
    has: (key) => young.has(key) || old.has(key),
    set,
    delete: (key) => {
      const value = young.get(key);
      if (value !== undefined && young.delete(key)) youngCost -= costOf(key, value);
      fromOld(key);
    },
    full: () => old.size > 0 || youngCost >= half * 0.9,
    cost: () => youngCost + oldCost,
    clear: () => {
      young = new Map();
      old = new Map();
      youngCost = oldCost = 0;
    },
  };
}
