import { expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { resumes, user } from '../src/db/schema';
import { deleteResume } from '../src/modules/resumes/delete-resume';
import { replaceResumeFile } from '../src/modules/resumes/replace-resume-file';
import { uploadResume } from '../src/modules/resumes/upload-resume';
import { createMemoryFileStore } from './support/memory-file-store';
import { signInAsGuest } from './support/sign-in';
import { describeWithApp } from './support/test-app';

describeWithApp('resume storage and records when things go wrong', (ctx) => {
  it('logs the storage error and still deletes the record', async () => {
    const guest = await signInAsGuest(ctx.app);
    const { files: failingDeletes } = createMemoryFileStore({ failDeletes: true });
    const documents = { read: async () => ({ text: 'text', ocr: false }), close: async () => undefined };
    const resume = await uploadResume(ctx.database.db, failingDeletes, documents, {
      userId: guest.userId,
      fileName: 'cv.txt',
      bytes: Buffer.from('text'),
      keywords: [],
    });
    const log = { error: vi.fn() };
    await deleteResume(ctx.database.db, failingDeletes, log as never, { id: resume.id, userId: guest.userId });
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ resumeId: resume.id, error: expect.objectContaining({ message: 'storage is down' }) }),
      expect.stringContaining('could not be deleted from storage'),
    );
  });

  it('answers 401 and keeps no file when the account is deleted while its upload is being read', async () => {
    const guest = await signInAsGuest(ctx.app);
    const { files, stored } = createMemoryFileStore();
    const documents = {
      read: async () => {
        await ctx.database.db.delete(user).where(eq(user.id, guest.userId));
        return { text: 'text', ocr: false };
      },
      close: async () => undefined,
    };
    const upload = uploadResume(ctx.database.db, files, documents, {
      userId: guest.userId,
      fileName: 'cv.txt',
      bytes: Buffer.from('text'),
      keywords: [],
    });
    await expect(upload).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(stored.size).toBe(0);
    expect(await ctx.database.db.select().from(resumes)).toEqual([]);
  });

  it('removes the file the record named when a replace lands, even when two replaces and a delete overlap', async () => {
    const guest = await signInAsGuest(ctx.app);
    const { files, stored } = createMemoryFileStore();
    const documents = { read: async () => ({ text: 'text', ocr: false }), close: async () => undefined };
    const log = { error: vi.fn() };
    const resume = await uploadResume(ctx.database.db, files, documents, {
      userId: guest.userId,
      fileName: 'cv.txt',
      bytes: Buffer.from('one'),
      keywords: [],
    });
    // Both replaces read the row as it was before either landed.
    const [stale] = await ctx.database.db.select().from(resumes).where(eq(resumes.id, resume.id));
    const first = await replaceResumeFile(ctx.database.db, files, documents, log as never, {
      row: stale!,
      fileName: 'cv.txt',
      bytes: Buffer.from('two'),
    });
    const second = await replaceResumeFile(ctx.database.db, files, documents, log as never, {
      row: stale!,
      fileName: 'cv.txt',
      bytes: Buffer.from('three'),
    });
    expect([...stored.keys()]).toEqual([second.storagePath]);
    expect(first.storagePath).not.toBe(second.storagePath);

    // A delete holding the row as it was first read still removes the file the record names now.
    await deleteResume(ctx.database.db, files, log as never, { id: resume.id, userId: guest.userId });
    expect(stored.size).toBe(0);
    await expect(
      replaceResumeFile(ctx.database.db, files, documents, log as never, { row: stale!, fileName: 'cv.txt', bytes: Buffer.from('four') }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(stored.size).toBe(0);
    expect(log.error).not.toHaveBeenCalled();
  });
});
