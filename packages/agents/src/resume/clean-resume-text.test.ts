import { describe, expect, it } from 'vitest';
import { cleanResumeText } from './clean-resume-text';

describe('a resume text made readable', () => {
  it('reads a range written down a narrow column, a piece a line, as one range, and leaves other lines alone', () => {
    expect(cleanResumeText('December 2016\nto\nCurrent\nAcme Corp\nMärz 2019\nbis\nJuni 2021')).toBe(
      'December 2016 to Current\nAcme Corp\nMärz 2019 bis Juni 2021',
    );
    // "to" over a duty is no range.
    expect(cleanResumeText('May 2020\nto\nfix bugs')).toBe('May 2020\nto\nfix bugs');
  });

  it('joins a range broken after its dash', () => {
    expect(cleanResumeText('June 2022 –\nPresent\nEngineer')).toBe('June 2022 – Present\nEngineer');
  });

  it("finishes a range whose end is set under its start in a column of dates, and leaves a bullet's dash alone", () => {
    expect(cleanResumeText('2022-07 Programista Fullstack\n- obecnie\nNidec Motors')).toBe('2022-07 – obecnie Programista Fullstack\nNidec Motors');
    expect(cleanResumeText('Mar 2019 Developer\n– May 2021')).toBe('Mar 2019 – May 2021 Developer');
    expect(cleanResumeText('2020 Acme\n- Built the app in 2021')).toBe('2020 Acme\n- Built the app in 2021');
  });
});
