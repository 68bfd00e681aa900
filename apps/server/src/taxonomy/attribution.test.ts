import { describe, expect, it } from 'vitest';
import { taxonomyAttribution } from './attribution';

const source = (name: string) => ({ name, file: `${name}.csv`, sha256: '0', rows: 1 });

describe('the attribution shown with the occupations', () => {
  it('credits only the publishers whose files were installed', () => {
    expect(taxonomyAttribution([source('ESCO occupations (en)')])).toEqual([expect.stringMatching(/^ESCO classification/)]);
    const all = taxonomyAttribution([source('ESCO occupations (en)'), source('O*NET alternate titles'), source('ESCO–O*NET crosswalk (Nesta)')]);
    expect(all).toHaveLength(3);
    expect(all[1]).toMatch(/CC BY 4\.0.*has not approved, endorsed or tested these modifications\. O\*NET® is a trademark of USDOL\/ETA\./);
  });
});
