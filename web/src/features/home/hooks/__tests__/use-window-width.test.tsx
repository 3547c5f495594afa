import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWindowWidth } from '../use-window-width';

function Width() {
  return <p>{useWindowWidth()}</p>;
}

function setWidth(value: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value });
}

describe('useWindowWidth', () => {
  afterEach(() => setWidth(1024));

  it('does not read the width again on each render (a read forces a layout in Chromium)', () => {
    setWidth(900);
    const view = render(<Width />);
    const reads = vi.fn(() => 900);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
    for (let i = 0; i < 5; i += 1) view.rerender(<Width />);
    expect(screen.getByText('900')).toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
    view.unmount();
  });

  it('follows resizes, and a resize made while nothing listened', () => {
    setWidth(700);
    const first = render(<Width />);
    act(() => {
      setWidth(1300);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('1300')).toBeInTheDocument();
    first.unmount();

    setWidth(500); // no event: nobody was listening
    render(<Width />);
    expect(screen.getByText('500')).toBeInTheDocument();
  });
});
