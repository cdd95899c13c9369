import { beforeAll, describe, expect, it } from 'vitest';

import { catalogueQuery } from '../src/catalogue/sql.js';
import { searchCatalogue } from '../src/catalogue/index.js';
import { refoldSearchDocuments as refoldSearchText } from '../src/migrations/20261215_120000_drafts_and_versions.js';
import { useTestCatalogue } from './helpers/test-catalogue.js';

describe('search folding', () => {
  const catalogue = useTestCatalogue('folding');
  let prize: number;

  beforeAll(async () => {
    prize = (await catalogue.payload.create({ collection: 'awards', data: { name: 'ﬁnal Ŋgoma Prize' } as never, overrideAccess: true })).id;
  });

  const awardIds = async (query: string) => (await searchCatalogue(query)).awards.map((hit) => hit.id);

  it('folds ligatures and letters without a decomposition in the index and the query alike', async () => {
    expect(await awardIds('final ngoma')).toContain(prize);
    expect(await awardIds('ＦＩＮＡＬ')).toContain(prize);
  });

  it('refolds documents written by an older folding when migrating', async () => {
    await catalogueQuery(`update cms.search_documents set search_text = 'ﬁnal ŋgoma prize' where type = 'award' and item_id = $1`, [prize]);
    expect(await awardIds('final ngoma')).not.toContain(prize);
    await refoldSearchText({ payload: catalogue.payload } as never);
    expect(await awardIds('final ngoma')).toContain(prize);
  });
});
