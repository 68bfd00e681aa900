import { describe, expect, it } from 'vitest';
import { openRolesRows, openRolesView } from '../lib/open-roles';
import { createOpenRoles } from './fixtures';

describe('open roles over time', () => {
  it('writes each week end as a calendar date, whatever the time zone, and keeps unknown weeks unknown', () => {
    const rows = openRolesRows(createOpenRoles());
    expect(rows[0]).toEqual({ weekEnding: '2026-10-04', axisLabel: 'Oct 4', label: 'Oct 4, 2026', open: null });
    expect(rows.at(-1)).toEqual({ weekEnding: '2026-12-20', axisLabel: 'Dec 20', label: 'Dec 20, 2026', open: 2 });
    expect(rows.map((row) => row.open)).toEqual([null, null, null, null, 1, 1, 2, 3, 2, 0, 2, 2]);
  });

  it('draws a chart when any week has open roles, shading the weeks before the index began', () => {
    const view = openRolesView(createOpenRoles());
    expect(view).toMatchObject({
      kind: 'chart',
      title: "Open roles at Acme Robotics in Seeker's index, week by week",
      missing: "Seeker's index began on Oct 28, 2026: earlier weeks are not known.",
      unknownBand: { from: -0.5, to: 3.5 },
    });
    expect(openRolesView(createOpenRoles('Globex', [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]))).toMatchObject({
      kind: 'chart',
      missing: null,
      unknownBand: null,
    });
  });

  it('says so in a sentence instead of an empty chart when no week has any, or none is known', () => {
    expect(openRolesView(createOpenRoles('Globex', Array(12).fill(0)))).toEqual({
      kind: 'sentence',
      text: "No open roles at Globex in Seeker's index in the last 12 weeks.",
    });
    expect(openRolesView(createOpenRoles('Globex', [null, null, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual({
      kind: 'sentence',
      text: "No open roles at Globex in Seeker's index in the last 12 weeks. Seeker's index began on Oct 28, 2026: earlier weeks are not known.",
    });
    expect(openRolesView(createOpenRoles('Globex', Array(12).fill(null)))).toEqual({
      kind: 'sentence',
      text: "Open roles at Globex in Seeker's index are not known yet.",
    });
  });
});
