import { render, screen } from '@testing-library/react';
import { fakeViewport } from '../testing/viewport';
import { useMobileLayout } from './useMobileLayout';

function Probe() {
  return <output>{useMobileLayout() ? 'mobile' : 'wide'}</output>;
}

it('follows the window across the SPEC §9 breakpoint (mobile under 767 px) as it turns or resizes', () => {
  const viewport = fakeViewport(390);
  try {
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('mobile');
    viewport.resize(1280);
    expect(screen.getByRole('status')).toHaveTextContent('wide');
    viewport.resize(766);
    expect(screen.getByRole('status')).toHaveTextContent('mobile');
    viewport.resize(767);
    expect(screen.getByRole('status')).toHaveTextContent('wide');
  } finally {
    viewport.restore();
  }
});

it('is wide where matchMedia is missing (jsdom, old browsers)', () => {
  expect(window.matchMedia).toBeUndefined();
  render(<Probe />);
  expect(screen.getByRole('status')).toHaveTextContent('wide');
});
