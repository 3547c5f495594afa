import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrate, unmountHydrated } from '@/testing/hydrate';
import { usePageLoaded } from '../use-page-loaded';

afterEach(unmountHydrated);

function Probe() {
  return <p>{usePageLoaded() ? 'loaded' : 'loading'}</p>;
}

// jsdom's document has usually loaded before a test starts: each test says what it needs.
const readyState = () => vi.spyOn(document, 'readyState', 'get');

describe('usePageLoaded', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>loading</p>');
  });

  it("is false while the page loads, and true from the window's load event", () => {
    const state = readyState().mockReturnValue('interactive');
    render(<Probe />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    state.mockReturnValue('complete');
    act(() => window.dispatchEvent(new Event('load')));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('is true at once on a page that has loaded', () => {
    readyState().mockReturnValue('complete');
    render(<Probe />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('is false while React hydrates the server HTML, then true on a page that has loaded, with no mismatch', async () => {
    readyState().mockReturnValue('complete');
    const { container, recoverableErrors, consoleErrors } = await hydrate(renderToString(<Probe />), <Probe />);
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('loaded');
  });
});
