import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { prepareSearchIndex } from '@domain/search';
import { ua } from '@/config/messages/ua';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LazySearchBox } from '../lazy-search-box';

vi.mock('../../api/get-search-index', () => ({
  useSearchIndex: () => ({ data: prepareSearchIndex([]), isSuccess: true, isError: false, isPending: false }),
}));
vi.mock('../../api/get-unarchived-goods-list', () => ({ useUnarchivedGoodsList: () => ({ data: undefined }) }));

// jsdom's document has usually loaded before a test starts: here it is still loading, unless a test says otherwise.
let readyState: MockInstance<() => DocumentReadyState>;
beforeEach(() => {
  readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
});

const placeholderInput = () => screen.queryByRole('searchbox', { name: 'Пошук товарів' });

describe('LazySearchBox', () => {
  it("shows the placeholder until the window's load event, then the search", async () => {
    renderWithProviders(<LazySearchBox />);
    // Given time to load, the search still does not come while the page is loading.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(placeholderInput()).toHaveAttribute('placeholder', 'пошук за # або назвою');
    readyState.mockReturnValue('complete');
    act(() => window.dispatchEvent(new Event('load')));
    expect(await screen.findByRole('combobox', { name: 'Пошук товарів' })).toBeInTheDocument();
    expect(placeholderInput()).toBeNull();
  });

  it('loads at once on a page that has already loaded', async () => {
    readyState.mockReturnValue('complete');
    renderWithProviders(<LazySearchBox />);
    expect(await screen.findByRole('combobox', { name: 'Пошук товарів' })).not.toHaveFocus();
  });

  it('loads at once when the keyboard reaches the placeholder field, and hands it the focus', async () => {
    const { user } = renderWithProviders(<LazySearchBox />);
    // The phone's placeholder search button is not in the tab order: the field is the first stop.
    await user.tab();
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    await user.keyboard('пряжа');
    expect(input).toHaveValue('пряжа');
  });

  it('takes over what was typed into the placeholder while it loaded, with the caret after it', async () => {
    renderWithProviders(<LazySearchBox />);
    // The keys land in the placeholder before its focus has brought the search.
    fireEvent.change(placeholderInput()!, { target: { value: 'мохер' } });
    fireEvent.focus(placeholderInput()!);
    const input = await screen.findByRole('combobox');
    expect(input).toHaveValue('мохер');
    expect(input).toHaveFocus();
    expect((input as HTMLInputElement).selectionStart).toBe('мохер'.length);
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the focus where the keyboard took it while the search was loading', async () => {
    const { user } = renderWithProviders(<><LazySearchBox /><button type="button">Далі</button></>);
    await user.tab();
    await user.tab();
    const next = screen.getByRole('button', { name: 'Далі' });
    expect(next).toHaveFocus();
    expect(await screen.findByRole('combobox')).not.toHaveFocus();
    expect(next).toHaveFocus();
  });

  it('loads at once when a pointer reaches for the placeholder field', async () => {
    renderWithProviders(<LazySearchBox />);
    fireEvent.focus(placeholderInput()!);
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it("opens on a click of a phone's placeholder search button, not on its press", async () => {
    const { container } = renderWithProviders(<LazySearchBox />);
    const button = container.querySelector<HTMLElement>('span[aria-hidden="true"]')!;
    fireEvent.pointerDown(button);
    fireEvent.mouseDown(button);
    // The search's code is loaded by now (earlier tests), so a press that opened it would show it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('combobox')).toBeNull();
    fireEvent.click(button);
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Закрити пошук' })).toBeInTheDocument();
  });
});

describe('LazySearchBox on a page rendered on the server', () => {
  const page = () => (
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider language="ua" messages={ua}>
        <MemoryRouter>
          <LazySearchBox />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  /** The server's HTML in the page, `before` done to it as a shopper could before React runs it, then hydrated. */
  async function hydrateServerHtml(before: (input: HTMLInputElement) => void = () => {}) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    before(container.querySelector('input')!);
    const recoverableErrors = vi.fn();
    const consoleErrors = vi.spyOn(console, 'error');
    root = await act(async () => hydrateRoot(container, page(), { onRecoverableError: recoverableErrors }));
    return { recoverableErrors, consoleErrors };
  }

  it('hydrates as the placeholder, even when the page has loaded, and then loads the search', async () => {
    readyState.mockReturnValue('complete');
    const { recoverableErrors, consoleErrors } = await hydrateServerHtml();
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(await screen.findByRole('combobox', { name: 'Пошук товарів' })).not.toHaveFocus();
  });

  it('takes over the focus the placeholder took before React ran the page', async () => {
    await hydrateServerHtml((input) => input.focus());
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  // Fails: a source bug, reported rather than fixed here. The placeholder hands over what was typed
  // from a passive effect of the Suspense boundary's hydration, which React runs at offscreen
  // priority: the update of `typed` is then idle, and the search (a transition) mounts before it.
  it('takes over what was typed into the placeholder before React ran the page', async () => {
    await hydrateServerHtml((input) => {
      input.value = 'мохер';
      input.focus();
    });
    const input = await screen.findByRole('combobox');
    expect(input).toHaveValue('мохер');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });
});
