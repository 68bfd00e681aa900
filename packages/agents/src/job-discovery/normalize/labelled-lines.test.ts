import { describe, expect, it } from 'vitest';
import { readLabelledLines } from './labelled-lines';

describe('readLabelledLines', () => {
  it('reads the way of working and the job type from labelled lines, as fields', () => {
    expect(readLabelledLines('About us\nLocation: Parker, CO (Hybrid)\nHours: Full-time, mix of in-office, remote, and field')).toEqual({
      workplace: 'hybrid',
      remote: undefined,
      employmentType: 'Full-time, mix of in-office, remote, and field',
    });
    expect(readLabelledLines('• Work model: Remote\n• Anstellungsart: Teilzeit')).toEqual({
      workplace: 'remote',
      remote: undefined,
      employmentType: 'Teilzeit',
    });
    expect(readLabelledLines('Standort: München (hybrid)').workplace).toBe('hybrid');
    expect(readLabelledLines('Lieu de travail : Lyon').workplace).toBeUndefined();
  });

  it('leaves prose under a bold lead-in alone', () => {
    expect(readLabelledLines('• Flexibility: Flexible working hours and options for mobile work and full-remote contracts.')).toEqual({
      workplace: undefined,
      remote: undefined,
      employmentType: undefined,
    });
    expect(
      readLabelledLines('Contract: Our permanent positions offer long-term security and a pension for everyone.').employmentType,
    ).toBeUndefined();
  });

  it('reads only the first 300 lines of a huge description, and long lines in no time', () => {
    expect(readLabelledLines(`${'filler\n'.repeat(400)}Work model: Remote`).workplace).toBeUndefined();
    const started = performance.now();
    for (const line of [' '.repeat(1_000_000), `${' '.repeat(100_000)}Work model: Remote`, `- ${'a'.repeat(500_000)}: Remote`]) {
      expect(readLabelledLines(line).workplace).toBeUndefined();
    }
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
