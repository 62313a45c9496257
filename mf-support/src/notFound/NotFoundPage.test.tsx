import { screen } from '@testing-library/react';
import { inShopperLocale } from '@store/shared/testing';
import { renderAt } from '../test/renderAt';

describe('not-found pages', () => {
  it.each([
    '/404',
    '/listing-not-found',
    '/some/deep/unknown/path',
    '/support/track/recover/extra',
  ])('%s shows the SPEC texts and a link home', (path) => {
    renderAt(path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('Somehow you have come to a page that does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/');
  });

  it('/listing-not-found says the listing could not be found', () => {
    renderAt('/listing-not-found');
    expect(screen.getByText(/listing you were looking for could not be found/)).toBeTruthy();
  });

  it('speaks German', async () => {
    await inShopperLocale('de', () => {
      renderAt('/listing-not-found');
      expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeTruthy();
      expect(
        screen.getByText('Irgendwie bist du auf einer Seite gelandet, die es nicht gibt.'),
      ).toBeTruthy();
      expect(screen.getByText(/Das gesuchte Angebot wurde nicht gefunden/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/');
    });
  });
});
