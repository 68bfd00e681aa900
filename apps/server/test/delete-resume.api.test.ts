import { expect, it, vi } from 'vitest';
import { resumes } from '../src/db/schema';
import { deleteResume } from '../src/modules/resumes/delete-resume';
import { uploadResume } from '../src/modules/resumes/upload-resume';
import type { FileStore } from '../src/storage/file-store';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('deleteResume when storage fails', (ctx) => {
  it('logs the storage error and still deletes the record', async () => {
    const guest = await signInAsGuest(ctx.app);
    const stored = new Map<string, Buffer>();
    const failingDeletes: FileStore = {
      kind: 'local',
      put: async (key, bytes) => void stored.set(key, bytes),
      get: async (key) => stored.get(key),
      delete: async () => {
        throw new Error('storage is down');
      },
      removeStalePartials: async () => 0,
    };
    const documents = { read: async () => 'text', close: async () => undefined };
    const resume = await uploadResume(ctx.database.db, failingDeletes, documents, { userId: guest.userId, fileName: 'cv.txt', bytes: Buffer.from('text'), keywords: [] });
    const log = { error: vi.fn() };
    await deleteResume(ctx.database.db, failingDeletes, log as never, { id: resume.id, storagePath: resume.storagePath });
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ storagePath: resume.storagePath }),
      expect.stringContaining('could not be deleted from storage'),
    );
  });
});
