import { catalogProblems, precompiledProblems } from '@store/shared/testing';
import { CATALOG_WORDS } from './catalogCatalogs';

describe("mf-catalog's message catalogs", () => {
  it('have every id in every locale, valid ICU with the same arguments as en, ids unique', async () => {
    expect(await catalogProblems(CATALOG_WORDS)).toEqual([]);
  });

  it('render every id in every locale from precompiled trees (the bundles carry no parser)', async () => {
    expect(await precompiledProblems(CATALOG_WORDS)).toEqual([]);
  });
});
