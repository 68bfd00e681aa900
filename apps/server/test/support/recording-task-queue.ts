import type { TaskQueue } from '../../src/modules/scheduler';

/** A scheduler queue that is ready at once and only remembers what was queued: for API tests that never fire a slot. */
export function recordingTaskQueue(): TaskQueue & { slots: { taskId: string; slot: Date }[] } {
  const slots: { taskId: string; slot: Date }[] = [];
  return {
    slots,
    ready: () => true,
    attach: () => {
      throw new Error('a recording queue runs no jobs; pass createTaskQueue() to a test that starts the job runner');
    },
    queueSlot: async (taskId, slot) => void slots.push({ taskId, slot }),
    queueSlots: async (many) => void slots.push(...many),
    dropTask: async (taskId) => {
      for (let index = slots.length - 1; index >= 0; index--) if (slots[index]!.taskId === taskId) slots.splice(index, 1);
    },
  };
}
