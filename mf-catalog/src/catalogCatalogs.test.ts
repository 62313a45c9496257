import { catalogProblems } from '@store/shared/testing';
import { CATALOG_CATALOGS } from './catalogCatalogs';

describe("mf-catalog's message catalogs", () => {
  it('have every id in every locale, valid ICU with the same arguments as en, ids unique', () => {
    expect(catalogProblems(CATALOG_CATALOGS)).toEqual([]);
  });
});
