import crypto from 'node:crypto';
import {
  jobStatusLabels,
  jobStatuses,
  stageLimits,
  stageMessages,
  type ApplicationStage,
  type CreateStageRequest,
  type JobStatus,
  type UpdateStageRequest,
} from '@seeker/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { applications, applicationStages } from '../../../db/schema';
import { recordTimelineEvents } from '../../application-timeline';
import { AppError } from '../../../lib/app-error';
import { lockOwner } from '../../auth';

type StageRow = typeof applicationStages.$inferSelect;

const toStage = ({ id, status, name, position }: StageRow): ApplicationStage => ({ id, status, name, position });

/** The user's stages of one status, in order (the caller's transaction). */
async function stagesOfStatus(tx: Db, userId: string, status: JobStatus) {
  return tx
    .select()
    .from(applicationStages)
    .where(and(eq(applicationStages.userId, userId), eq(applicationStages.status, status)))
    .orderBy(asc(applicationStages.position), asc(applicationStages.createdAt));
}

/** Writes positions 0, 1, 2… in the order given. */
async function writeOrder(tx: Db, rows: StageRow[]) {
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) await tx.update(applicationStages).set({ position }).where(eq(applicationStages.id, row.id));
  }
}

/** The caller's stage, locked for the rest of the transaction; another user's is as absent as none. */
export async function findOwnedStage(tx: Db, userId: string, stageId: string): Promise<StageRow> {
  const [row] = await tx
    .select()
    .from(applicationStages)
    .where(and(eq(applicationStages.id, stageId), eq(applicationStages.userId, userId)))
    .for('update');
  if (!row) throw AppError.notFound(stageMessages.notFound);
  return row;
}

/** A name as two names are compared: the same letters however composed ("Café"), case folded ("Straße", "STRASSE"). */
const nameKey = (name: string) => name.normalize('NFKC').toUpperCase().toLowerCase();

/** Refuses a name the status has already (case and composition aside), other than the stage `except`, naming the one it has. */
function refuseTakenName(rows: StageRow[], name: string, status: JobStatus, except?: string) {
  const taken = rows.find((row) => row.id !== except && nameKey(row.name) === nameKey(name));
  if (taken) throw new AppError('CONFLICT', stageMessages.duplicate(taken.name, jobStatusLabels[status]));
}

/** Every stage of the user, in pipeline order of their statuses, then by position. */
export async function listStages(db: Db, userId: string): Promise<ApplicationStage[]> {
  const rows = await db.select().from(applicationStages).where(eq(applicationStages.userId, userId));
  const order = (status: JobStatus) => jobStatuses.indexOf(status);
  return rows
    .sort((a, b) => order(a.status) - order(b.status) || a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime())
    .map(toStage);
}

/** A new stage, last in its status: at most `stageLimits.perStatus` per status, each name once (409 otherwise). */
export async function createStage(db: Db, userId: string, request: CreateStageRequest): Promise<ApplicationStage> {
  const { status } = request;
  const name = request.name.normalize('NFC');
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const rows = await stagesOfStatus(tx, userId, status);
    if (rows.length >= stageLimits.perStatus) throw new AppError('CONFLICT', stageMessages.tooMany(jobStatusLabels[status]));
    refuseTakenName(rows, name, status);
    const [row] = await tx.insert(applicationStages).values({ id: crypto.randomUUID(), userId, status, name, position: rows.length }).returning();
    return toStage(row!);
  });
}

/** Renames and/or moves a stage within its status (a position past the last is last); the others close up. */
export async function updateStage(db: Db, userId: string, stageId: string, change: UpdateStageRequest): Promise<ApplicationStage> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const stage = await findOwnedStage(tx, userId, stageId);
    const rows = await stagesOfStatus(tx, userId, stage.status);
    if (change.name !== undefined) {
      const name = change.name.normalize('NFC');
      refuseTakenName(rows, name, stage.status, stage.id);
      await tx.update(applicationStages).set({ name }).where(eq(applicationStages.id, stage.id));
    }
    if (change.position !== undefined) {
      const others = rows.filter((row) => row.id !== stage.id);
      others.splice(Math.min(change.position, others.length), 0, stage);
      await writeOrder(tx, others);
    }
    const [row] = await tx.select().from(applicationStages).where(eq(applicationStages.id, stage.id));
    return toStage(row!);
  });
}

/**
 * Removes a stage: its jobs stay in their status with no stage (the foreign key clears them), each timeline
 * saying it left the stage; the others close up.
 */
export async function deleteStage(db: Db, userId: string, stageId: string, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const stage = await findOwnedStage(tx, userId, stageId);
    const jobs = await tx.select({ jobId: applications.jobId }).from(applications).where(eq(applications.stageId, stage.id));
    for (const { jobId } of jobs) await recordTimelineEvents(tx, userId, jobId, [{ kind: 'stage-left', facts: { name: stage.name } }], now);
    await tx.delete(applicationStages).where(eq(applicationStages.id, stage.id));
    await writeOrder(tx, await stagesOfStatus(tx, userId, stage.status));
  });
}
