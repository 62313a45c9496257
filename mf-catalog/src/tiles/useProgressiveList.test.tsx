import { act, render, screen } from '@testing-library/react';
import { FIRST_TILES, MORE_TILES, useProgressiveList } from './useProgressiveList';

function List({ n }: { n: number }) {
  const items = Array.from({ length: n }, (_, i) => i);
  const { shown, complete, sentinel } = useProgressiveList(items);
  return (
    <>
      <ul>
        {shown.map((i) => (
          <li key={i}>{i}</li>
        ))}
      </ul>
      <div key={shown.length} ref={sentinel} />
      <p>{complete ? 'complete' : 'more to show'}</p>
    </>
  );
}

describe('useProgressiveList', () => {
  let fire: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  beforeEach(() => {
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        fire = cb;
      }
      observe() {}
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders the first batch, then one more each time the end nears the screen', () => {
    render(<List n={150} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_TILES);
    expect(screen.getByText('more to show')).toBeTruthy();
    act(() => fire?.([{ isIntersecting: false }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_TILES);
    act(() => fire?.([{ isIntersecting: true }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_TILES + MORE_TILES);
    act(() => fire?.([{ isIntersecting: true }]));
    act(() => fire?.([{ isIntersecting: true }]));
    expect(screen.getAllByRole('listitem')).toHaveLength(150);
    expect(screen.getByText('complete')).toBeTruthy();
  });

  it('a batch asked for while the shopper presses waits for the release (the footer stays put)', () => {
    jest.useFakeTimers();
    try {
      render(<List n={150} />);
      document.dispatchEvent(new Event('pointerdown'));
      act(() => fire?.([{ isIntersecting: true }]));
      expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_TILES);
      document.dispatchEvent(new Event('pointerup'));
      act(() => jest.advanceTimersByTime(0));
      expect(screen.getAllByRole('listitem')).toHaveLength(FIRST_TILES + MORE_TILES);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a short list is complete at once', () => {
    render(<List n={5} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('complete')).toBeTruthy();
  });

  it('shows everything where IntersectionObserver is missing', () => {
    delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<List n={150} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(150);
  });
});
