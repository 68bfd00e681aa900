import { accountMessages } from '@seeker/contract';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledSearches, schedulerTasks, user, verification } from '../../db/schema';
import type { FileStore } from '../../storage/file-store';
import type { SchedulerClient } from '../scheduler';
import { failWith } from './fail-with';
import { removeUserFiles, userFileKeys, lockOwner } from '../auth';

type Log = { error: (details: object, message: string) => void };

export type DeleteAccountDeps = { db: Db; files: FileStore; scheduler: SchedulerClient; log: Log };

/**
 * Danger Zone's Delete Account (and the sweep of abandoned guests): every row of the user, their scheduler
 * tasks and their files.
 *
 * Rows go first, in one transaction: if it fails nothing was removed (files included) and the user can
 * simply try again. Only once the rows are committed do the tasks and files go. The other order (files
 * first) would lose the resumes for good whenever the row delete then failed. Each task is deleted by the
 * scheduler with its waiting jobs: the schedules' current ones, and any other task this database's
 * scheduler holds for them. What can be left behind: a task the scheduler could not delete fires into the
 * execute target, finds no schedule and is deleted then; a file the store would not delete (logged with
 * its key) is removed by the nightly orphan-file sweep, as no row names it; its folder goes with its last file.
 */
export async function deleteAccount({ db, files, scheduler, log }: DeleteAccountDeps, userId: string) {
  const doomed = await failWith(log, accountMessages.deleteFailed, userId, () =>
    db.transaction(async (tx) => {
      // Uploads, tailorings and searches lock the owner too: none can add a file or row while this runs.
      await lockOwner(tx, userId);
      const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
      const fileKeys = await userFileKeys(tx, userId);
      const schedules = await tx
        .select({ id: scheduledSearches.id, taskId: scheduledSearches.taskId })
        .from(scheduledSearches)
        .where(eq(scheduledSearches.userId, userId));
      const scheduleIds = schedules.map((schedule) => schedule.id);
      const heldHere = scheduleIds.length
        ? await tx.select({ id: schedulerTasks.id }).from(schedulerTasks).where(inArray(schedulerTasks.scheduleId, scheduleIds))
        : [];
      const taskIds = new Set([...schedules.flatMap((schedule) => (schedule.taskId ? [schedule.taskId] : [])), ...heldHere.map((task) => task.id)]);
      // better-auth keys a verification by the email, or (password reset) stores the user id as its value.
      await tx.delete(verification).where(or(eq(verification.identifier, owner!.email), eq(verification.value, userId)));
      // Every other table with a user_id (sessions and sign-in accounts included) cascades from the user row;
      // session_listings goes with its jobs and sessions (decision 0028).
      await tx.delete(user).where(eq(user.id, userId));
      return { fileKeys, taskIds: [...taskIds] };
    }),
  );
  for (const taskId of doomed.taskIds) {
    const cancelled = await scheduler.cancel(taskId).catch(() => ({ ok: false }));
    if (!cancelled.ok) log.error({ userId, taskId }, 'could not cancel the scheduler task of a deleted account');
  }
  await removeUserFiles(files, log, userId, doomed.fileKeys);
}
