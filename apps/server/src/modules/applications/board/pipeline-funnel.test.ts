import { expect, it } from 'vitest';
import { pipelineFunnel } from './pipeline-funnel';

const saved = new Date('2026-11-01T00:00:00Z');
const at = (days: number) => new Date(saved.getTime() + days * 86_400_000).toISOString();

it('counts each stage a job ever reached, even one it later left', () => {
  const funnel = pipelineFunnel(10, [
    {
      createdAt: saved,
      statusHistory: [
        { status: 'applied', at: at(1) },
        { status: 'new', at: at(2) },
      ],
    },
    { createdAt: saved, statusHistory: [{ status: 'researching', at: at(1) }] },
  ]);
  expect(funnel).toEqual([
    { stage: 'saved', count: 10, conversion: null, medianDays: null },
    { stage: 'applied', count: 1, conversion: 0.1, medianDays: 1 },
    { stage: 'interviewing', count: 0, conversion: 0, medianDays: null },
    { stage: 'offered', count: 0, conversion: null, medianDays: null },
  ]);
});

it('has no conversion for an empty board', () => {
  expect(pipelineFunnel(0, []).map((step) => step.conversion)).toEqual([null, null, null, null]);
});
