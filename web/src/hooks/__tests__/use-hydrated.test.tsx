import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrate, unmountHydrated } from '@/testing/hydrate';
import { useHydrated } from '../use-hydrated';

afterEach(unmountHydrated);

// Records every value it rendered with, so a test sees the hydration render too.
function probe(seen: boolean[]) {
  return function Probe() {
    const hydrated = useHydrated();
    seen.push(hydrated);
    return <p>{hydrated ? 'hydrated' : 'as on the server'}</p>;
  };
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    const Probe = probe([]);
    expect(renderToString(<Probe />)).toBe('<p>as on the server</p>');
  });

  it('is false while React hydrates the server HTML, then true, with no mismatch', async () => {
    const seen: boolean[] = [];
    const Probe = probe(seen);
    const { container, recoverableErrors, consoleErrors } = await hydrate(renderToString(<Probe />), <Probe />);
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    // React may render a component more than once while hydrating; the first and last renders count.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container).toHaveTextContent('hydrated');
  });

  it('is true from the first render of a page rendered in the browser alone', () => {
    const seen: boolean[] = [];
    const Probe = probe(seen);
    render(<Probe />);
    expect(seen[0]).toBe(true);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});
