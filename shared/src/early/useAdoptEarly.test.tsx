import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useAdoptEarly } from './useAdoptEarly';

// The one way a server-rendered form hands what the shopper did before hydration to the app:
// read once, as it mounts, with the first render's view of the state.

function Size({ adopted }: { adopted: (size: string, rendered: string) => void }) {
  const [size, setSize] = useState('M');
  const form = useRef<HTMLFormElement>(null);
  useAdoptEarly(form, (held) => {
    const picked = new FormData(held).get('size');
    if (typeof picked === 'string' && picked !== size) setSize(picked);
    adopted(String(picked), size);
  });
  return (
    <form ref={form} aria-label="Size">
      <select name="size" value={size} onChange={(e) => setSize(e.target.value)}>
        <option>M</option>
        <option>XL</option>
      </select>
      <output>{size}</output>
    </form>
  );
}

function mount(): HTMLDivElement {
  const container = document.createElement('div');
  document.body.appendChild(container);
  return container;
}

test('a pick made before hydration becomes the state, read once as the form mounts', async () => {
  const container = mount();
  const adopted = jest.fn();
  container.innerHTML = renderToString(<Size adopted={adopted} />);
  container.querySelector('select')!.value = 'XL';
  await act(async () => {
    hydrateRoot(container, <Size adopted={adopted} />);
  });
  expect(container.querySelector('output')!.textContent).toBe('XL');
  expect(container.querySelector('select')!.value).toBe('XL');
  // Once, with the state the server rendered; the render it caused read nothing again.
  expect(adopted.mock.calls).toEqual([['XL', 'M']]);
});

test('a form mounted in the browser holds what the app gave it: nothing changes', async () => {
  const container = mount();
  const adopted = jest.fn();
  await act(async () => {
    createRoot(container).render(<Size adopted={adopted} />);
  });
  expect(container.querySelector('output')!.textContent).toBe('M');
  expect(adopted.mock.calls).toEqual([['M', 'M']]);
});
