import type { FileStore } from '../../src/storage/file-store';

/** A file store in a Map, for tests that watch what is stored; `failDeletes` makes every delete throw. */
export function createMemoryFileStore({ failDeletes = false } = {}) {
  const stored = new Map<string, Buffer>();
  const writtenAt = new Map<string, Date>();
  const files: FileStore = {
    kind: 'local',
    put: async (key, bytes) => {
      stored.set(key, bytes);
      writtenAt.set(key, new Date());
    },
    get: async (key) => stored.get(key),
    delete: async (key) => {
      if (failDeletes) throw new Error('storage is down');
      stored.delete(key);
      writtenAt.delete(key);
    },
    removeStalePartials: async () => 0,
    async *list(prefix) {
      const keys = [...stored.keys()].filter((key) => key.startsWith(prefix));
      if (keys.length > 0) yield keys.map((key) => ({ key, modifiedAt: writtenAt.get(key) ?? new Date() }));
    },
  };
  return { files, stored };
}
