import { bus } from '@store/shared';
import { act, render, screen } from '@testing-library/react';
import { useLocalizationLabel } from './useLocalizationLabel';

const usa = { region: 'USA', currency: 'USD', locale: 'en', fulfillmentRegion: 'USA' };

function Label({ onRender }: { onRender: () => void }) {
  onRender();
  return <p>{useLocalizationLabel()}</p>;
}

describe('useLocalizationLabel', () => {
  it('starts from the sticky event and renders again only when the words change', () => {
    bus.emit('localization:changed', usa);
    const onRender = jest.fn();
    render(<Label onRender={onRender} />);
    expect(screen.getByText('USA / USD')).toBeTruthy();
    // The subscription's replay of the same event (as at hydration) renders nothing again.
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => bus.emit('localization:changed', { ...usa }));
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => bus.emit('localization:changed', { ...usa, region: 'EU', currency: 'EUR' }));
    expect(screen.getByText('EU / EUR')).toBeTruthy();
    expect(onRender).toHaveBeenCalledTimes(2);
  });
});
