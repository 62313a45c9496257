import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inShopperLocale } from '@store/shared/testing';
import { makeTile, page } from '../test/fixtures';
import { currentUrl, fakeApi, historyGo, renderCatalog } from '../test/harness';

const many = Array.from({ length: 30 }, (_, i) =>
  makeTile({
    id: `t${i}`,
    name: `Galaxy Tee ${i}`,
    title: `Galaxy Tee ${i}`,
    url: `/listing/galaxy-${i}?pid=p${i}`,
  }),
);

function renderSearch(route: string, tiles = many) {
  return renderCatalog(
    route,
    fakeApi({
      getStoreProducts: jest.fn().mockResolvedValue(page(tiles)),
      getListing: jest.fn().mockReturnValue(new Promise(() => {})),
    }),
  );
}

describe('search page', () => {
  it('autofocuses a labelled search box holding the term', async () => {
    renderSearch('/search?searchterm=galaxy');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveFocus();
    expect((box as HTMLInputElement).value).toBe('galaxy');
    expect(await screen.findByText('30 results for "galaxy"')).toBeInTheDocument();
  });

  it("speaks the shopper's language, with ICU plurals for the count", async () => {
    await inShopperLocale('de', async () => {
      renderSearch('/search?searchterm=galaxy');
      expect(screen.getByRole('heading', { level: 1, name: 'Suche' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Produkte suchen' })).toHaveAttribute(
        'placeholder',
        'T-Shirts, Hoodies, Tassen suchen…',
      );
      expect(await screen.findByText('30 Ergebnisse für „galaxy“')).toBeInTheDocument();
      expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled();
    });
  });

  it('says "1 result" for one (ICU plural)', async () => {
    renderSearch('/search?searchterm=galaxy', many.slice(0, 1));
    expect(await screen.findByText('1 result for "galaxy"')).toBeInTheDocument();
  });

  it('pages results 12 per page with first, previous, next and last', async () => {
    const user = userEvent.setup();
    renderSearch('/search?searchterm=galaxy');
    const results = await screen.findByRole('region', { name: 'Search results' });
    expect(within(results).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Search results' })).getAllByRole('article'),
    ).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
  });

  it('shows the empty message for a term without matches', async () => {
    renderSearch('/search?searchterm=zzzqqq');
    expect(await screen.findByText('No results for "zzzqqq"')).toBeInTheDocument();
  });

  it('does not search terms of 2 characters or fewer', async () => {
    renderSearch('/search?searchterm=ga');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/No results/)).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('typing updates the URL searchterm and the results once it pauses', async () => {
    const user = userEvent.setup();
    renderSearch('/search');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'Tee 7');
    expect(currentUrl()).toBe('/search');
    await waitFor(() => expect(currentUrl()).toBe('/search?searchterm=Tee+7'));
    expect(await screen.findByRole('region', { name: 'Search results' })).toBeInTheDocument();
  });

  it('the box keeps what is typed after the address follows it; back shows the earlier term', async () => {
    const user = userEvent.setup();
    renderSearch('/search');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'Galaxy');
    await waitFor(() => expect(currentUrl()).toBe('/search?searchterm=Galaxy'));
    await user.type(box, ' Tee{Enter}');
    expect(currentUrl()).toBe('/search?searchterm=Galaxy+Tee');
    expect(box).toHaveValue('Galaxy Tee');
    // Back to the address the box had before Enter: a term the box did not just put there.
    await historyGo(-1);
    await waitFor(() => expect(box).toHaveValue('Galaxy'));
  });

  it('asks the API for the typed term once typing pauses, not for every letter; Enter at once', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      getStoreProducts: jest.fn().mockResolvedValue(page(many)),
      getListing: jest.fn().mockReturnValue(new Promise(() => {})),
    });
    renderCatalog('/search', api);
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'Galaxy Tee 7');
    expect(await screen.findByText(/^\d+ results? for "Galaxy Tee 7"$/)).toBeInTheDocument();
    const asked = () =>
      api.searchStoreProducts.mock.calls.map(([q]) => (q as { searchterm: string }).searchterm);
    expect(asked()).toEqual(['Galaxy Tee 7']);
    await user.type(box, '2{Enter}');
    expect(currentUrl()).toBe('/search?searchterm=Galaxy+Tee+72');
    expect(await screen.findByText(/^\d+ results? for "Galaxy Tee 72"$/)).toBeInTheDocument();
    expect(asked()).toEqual(['Galaxy Tee 7', 'Galaxy Tee 72']);
  });

  it('offers at most 5 suggestions; arrow keys and Enter open one', async () => {
    const user = userEvent.setup();
    renderSearch('/search');
    await screen.findByText('Type at least 3 characters to search.');
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'galaxy');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    const n = (options[1]?.textContent ?? '').replace('Galaxy Tee ', '');
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe(`/listing/galaxy-${n}?pid=p${n}`);
  });

  it('opens a clicked suggestion; leaving the box closes the list', async () => {
    const user = userEvent.setup();
    renderSearch('/search');
    await screen.findByText('Type at least 3 characters to search.');
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'galaxy');
    await user.tab();
    expect(screen.queryByRole('listbox', { name: 'Suggestions' })).not.toBeInTheDocument();

    await user.type(box, ' tee');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    const first = within(listbox).getAllByRole('option')[0];
    if (!first) throw new Error('no suggestion');
    const n = (first.textContent ?? '').replace('Galaxy Tee ', '');
    await user.click(first);
    expect(currentUrl()).toBe(`/listing/galaxy-${n}?pid=p${n}`);
  });

  it('closes to / when there is no history', async () => {
    const user = userEvent.setup();
    renderSearch('/search?searchterm=galaxy');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(currentUrl()).toBe('/');
  });

  it("shows the API's answer for the term: its count and its page of tiles", async () => {
    const searchStoreProducts = jest.fn().mockResolvedValue({
      products: many.slice(0, 12),
      page: 1,
      totalPages: 4,
      total: 40,
    });
    renderCatalog('/search?searchterm=%20galaxy%20', fakeApi({ searchStoreProducts }));
    expect(await screen.findByText('40 results for " galaxy "')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 4')).toBeInTheDocument();
    expect(searchStoreProducts).toHaveBeenCalledWith({
      slug: 'demo',
      searchterm: 'galaxy',
      page: 1,
    });
  });

  it('a failed search says so, not "no results"', async () => {
    const searchStoreProducts = jest.fn().mockRejectedValue(new Error('down'));
    renderCatalog('/search?searchterm=galaxy', fakeApi({ searchStoreProducts }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/No results/i)).toBeNull();
  });

  it('in preview, searches every page of its own reads (private listings included)', async () => {
    const getStoreProducts = jest
      .fn()
      .mockResolvedValueOnce(
        page([makeTile({ id: 'a', name: 'Alpha Galaxy', title: 'Alpha Galaxy' })], 1, 2, 2),
      )
      .mockResolvedValueOnce(
        page([makeTile({ id: 'b', name: 'Beta Galaxy', title: 'Beta Galaxy' })], 2, null, 2),
      );
    const api = fakeApi({ getStoreProducts });
    renderCatalog('/search?searchterm=galaxy', api, undefined, { previewMode: true });
    expect(await screen.findByText('2 results for "galaxy"')).toBeInTheDocument();
    expect(getStoreProducts).toHaveBeenCalledWith({
      slug: 'demo',
      page: 2,
      per: 150,
      visibility: 'any',
    });
    expect(api.searchStoreProducts).not.toHaveBeenCalled();
  });

  it('keeps the page number in the URL, so a reload shows the same page', async () => {
    const user = userEvent.setup();
    renderSearch('/search?searchterm=galaxy');
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(currentUrl()).toBe('/search?searchterm=galaxy&page=2');
    await screen.findByText('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(currentUrl()).toBe('/search?searchterm=galaxy');
  });

  it.each([
    ['3', 'Page 3 of 3'],
    ['99', 'Page 3 of 3'],
    ['0', 'Page 1 of 3'],
    ['two', 'Page 1 of 3'],
  ])('opens page=%s as %s', async (p, shown) => {
    renderSearch(`/search?searchterm=galaxy&page=${p}`);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('in preview, shows results only once every page is read: counts never grow in front of the shopper', async () => {
    let second: (v: ReturnType<typeof page>) => void = () => {};
    const getStoreProducts = jest
      .fn()
      .mockResolvedValueOnce(
        page([makeTile({ id: 'a', name: 'Alpha Galaxy', title: 'Alpha Galaxy' })], 1, 2, 2),
      )
      .mockReturnValueOnce(new Promise((r) => (second = r)));
    renderCatalog('/search?searchterm=galaxy', fakeApi({ getStoreProducts }), undefined, {
      previewMode: true,
    });
    await waitFor(() => expect(getStoreProducts).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('status', { name: 'Loading results' })).toBeInTheDocument();
    expect(screen.queryByText(/results? for "galaxy"/)).toBeNull();
    second(page([makeTile({ id: 'b', name: 'Beta Galaxy', title: 'Beta Galaxy' })], 2, null, 2));
    expect(await screen.findByText('2 results for "galaxy"')).toBeInTheDocument();
  });
});
