import { act, useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LISTING_FIELDS } from './OptionPickers';
import { useEarlyPicks, type ListingPicks } from './useEarlyPicks';

// act() flushes React's work here as in Testing Library's renders (this test hydrates by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const rendered: ListingPicks = { pid: 'p-tee', variation: 'v-black', size: 's-s', quantity: 1 };

/** The listing form's controls as the server renders them (checked from the rendered choice). */
function Form({
  picks = rendered,
  adopt,
}: {
  picks?: ListingPicks;
  adopt: Parameters<typeof useEarlyPicks>[2];
}) {
  const form = useRef<HTMLFormElement>(null);
  useEarlyPicks(form, picks, adopt);
  return (
    <form ref={form} method="post" action="/cart/add">
      <input type="hidden" name={LISTING_FIELDS.product} value={picks.pid} />
      {['v-black', 'v-grey'].map((v) => (
        <input
          key={v}
          type="radio"
          aria-label={v}
          name={LISTING_FIELDS.colour}
          value={v}
          checked={picks.variation === v}
          onChange={() => undefined}
        />
      ))}
      {['s-s', 's-xl'].map((s) => (
        <input
          key={s}
          type="radio"
          aria-label={s}
          name={LISTING_FIELDS.size}
          value={s}
          checked={picks.size === s}
          onChange={() => undefined}
        />
      ))}
      <select
        aria-label="Quantity"
        name={LISTING_FIELDS.quantity}
        value={picks.quantity}
        onChange={() => undefined}
      >
        {[1, 2, 3].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </form>
  );
}

/** Server markup in the page, then `before(container)` (the shopper), then React hydrates it. */
async function hydrateAfter(before: (page: HTMLElement) => void) {
  const adopt = { choice: jest.fn(), quantity: jest.fn() };
  const page = document.createElement('div');
  page.innerHTML = renderToString(<Form adopt={adopt} />);
  document.body.append(page);
  before(page);
  const root = await act(async () => hydrateRoot(page, <Form adopt={adopt} />));
  return { adopt, page, done: () => (act(() => root.unmount()), page.remove()) };
}

const control = (page: HTMLElement, label: string) =>
  page.querySelector<HTMLInputElement | HTMLSelectElement>(`[aria-label="${label}"]`)!;

describe('useEarlyPicks: hydration adopts what the shopper did before it', () => {
  it('takes the colour, size and quantity picked before hydration as the page choice', async () => {
    const { adopt, page, done } = await hydrateAfter((p) => {
      (control(p, 'v-grey') as HTMLInputElement).click();
      (control(p, 's-xl') as HTMLInputElement).click();
      control(p, 'Quantity').value = '3';
    });
    expect(adopt.choice).toHaveBeenCalledTimes(1);
    expect(adopt.choice).toHaveBeenCalledWith({
      pid: 'p-tee',
      variation: 'v-grey',
      size: 's-xl',
      quantity: 3,
    });
    expect(adopt.quantity).toHaveBeenCalledWith(3);
    // React kept the controls as the shopper left them while hydrating.
    expect((control(page, 'v-grey') as HTMLInputElement).checked).toBe(true);
    expect(control(page, 'Quantity').value).toBe('3');
    done();
  });

  it('changes nothing when the shopper picked nothing', async () => {
    const { adopt, done } = await hydrateAfter(() => undefined);
    expect(adopt.choice).not.toHaveBeenCalled();
    expect(adopt.quantity).not.toHaveBeenCalled();
    done();
  });

  it('adopts a quantity alone without touching the address', async () => {
    const { adopt, done } = await hydrateAfter((p) => {
      control(p, 'Quantity').value = '2';
    });
    expect(adopt.choice).not.toHaveBeenCalled();
    expect(adopt.quantity).toHaveBeenCalledWith(2);
    done();
  });
});
