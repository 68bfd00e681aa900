import type { JobStatus } from '@seeker/contract';
import { jobStatusLabels } from '@/features/saved-jobs';

/** What the board's live region says at each step of a move, for people who cannot see the card go. */
export const moveMessages = {
  instructions:
    'Move a card by dragging it, with its Move to… menu, or from the keyboard: on its handle press Space or Enter to pick it up, the left and right arrow keys to choose a column, Space or Enter to drop it, Escape to cancel.',
  pickedUp: (title: string, from: JobStatus) =>
    `Picked up ${title} in ${jobStatusLabels[from]}. Use the arrow keys to choose a column, Space or Enter to drop it, Escape to cancel.`,
  over: (title: string, to: JobStatus, position: number, count: number) =>
    `${title} is over ${jobStatusLabels[to]}, column ${position} of ${count}. Press Space or Enter to drop it here.`,
  edge: (to: JobStatus, last: boolean) => `${jobStatusLabels[to]} is the ${last ? 'last' : 'first'} column.`,
  moved: (title: string, to: JobStatus, leftStage?: string) =>
    leftStage ? `Moved ${title} to ${jobStatusLabels[to]} (out of ${leftStage}).` : `Moved ${title} to ${jobStatusLabels[to]}.`,
  staged: (title: string, stage: string, status: JobStatus) => `Put ${title} in ${stage} (${jobStatusLabels[status]}).`,
  unstaged: (title: string, status: JobStatus) => `${title} is in ${jobStatusLabels[status]}, in no stage.`,
  notMoved: (title: string, from: JobStatus) => `${title} stays in ${jobStatusLabels[from]}.`,
  cancelled: (title: string, from: JobStatus) => `Move cancelled. ${title} stays in ${jobStatusLabels[from]}.`,
};
