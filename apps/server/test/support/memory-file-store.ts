import type { FileStore } from '../../src/storage/file-store';

/** A file store in a Map, for tests that watch what is stored; `failDeletes` makes every delete throw. */
export function createMemoryFileStore({ failDeletes = false } = {}) {
  const stored = new Map<string, Buffer>();
  const files: FileStore = {
    kind: 'local',
    put: async (key, bytes) => void stored.set(key, bytes),
    get: async (key) => stored.get(key),
    delete: async (key) => {
      if (failDeletes) throw new Error('storage is down');
      stored.delete(key);
    },
    removeStalePartials: async () => 0,
  };
  return { files, stored };
}
