import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Modal
          title="Added to cart"
          name="cart-confirmation"
          onClose={dismissible ? () => setOpen(false) : undefined}
        >
          <a href="/cart">View cart</a>
          <button onClick={() => setOpen(false)}>Continue shopping</button>
        </Modal>
      )}
    </>
  );
}

const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
beforeEach(() => showModal.mockClear());

// Top layer and the inert page behind a modal dialog are the browser's: e2e/tests/modal.spec.ts
// proves them in Chromium. Here: what the component itself decides.
describe('Modal', () => {
  it('is a named native dialog opened modally, with focus inside, that returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Added to cart' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('data-modal', 'cart-confirmation');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from the Close button and from a click on the backdrop, not from a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('heading', { name: 'Added to cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Added to cart' });
    // The backdrop is the dialog element's own box outside its panel.
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('without onClose it cannot be dismissed: no Close button, Escape and the backdrop do nothing', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Added to cart' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    fireEvent.click(dialog);
    expect(screen.getByRole('dialog', { name: 'Added to cart' })).toBe(dialog);
    // A browser that closes it anyway (repeated Escape) gets it back at once.
    (dialog as HTMLDialogElement).close();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(2);
  });
});
