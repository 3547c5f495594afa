// The header's personal widgets on a server-rendered page. The server's HTML is cached and shared,
// so it shows a guest; the browser hydrates it with this visitor's cart, session, orders and target
// order. The server and the browser each get their own instance of the app's modules, as they do
// in life: the stores read localStorage when they are created.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, within } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import chipStyles from '@/features/orders/components/orders-bag.module.css';
import { shoppingCardKeys } from '@/order/query-keys';
import { presentedCard } from '@/testing/card-fixtures';
import { hydrate, unmountHydrated } from '@/testing/hydrate';

vi.mock('@/features/auth/api/session', () => ({ restoreSession: vi.fn(async () => {}), logout: vi.fn(), startSession: vi.fn() }));
vi.mock('@/features/auth/api/firebase-auth', () => ({ loadFirebaseAuth: vi.fn(async () => ({})) }));
// The search box takes its place only: it has tests of its own.
vi.mock('@/features/search/components/lazy-search-box', () => ({ LazySearchBox: () => <div role="search" /> }));
// Nothing here may reach the API: what a widget shows comes from the stores and the query cache.
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiRequest: vi.fn(() => new Promise(() => {})),
}));

const olena = { userId: 'u1', name: 'olena', email: 'olena@yarnshop.test', phone: null, shoppingCards: ['card-1'] };
const activeCard = presentedCard({
  _id: 'card-1',
  shoppingCardId: 1201,
  goods: [],
  total: 0,
  userId: 'u1',
  customer: { name: 'olena', phone: '380671234567', email: null },
  createdAt: null,
});

/** A fresh instance of the app's modules, its stores created from what localStorage holds now. */
async function loadShop() {
  vi.resetModules();
  const [{ Header }, { headerWidgets }, { BuyButton }, { I18nProvider }, { ua }, { adminUa }, session, cart, target] = await Promise.all([
    import('@/components/layouts/header'),
    import('@/app/header-widgets'),
    import('@/components/buy-button/buy-button'),
    import('@/lib/i18n/i18n-provider'),
    import('@/config/messages/ua'),
    import('@/config/messages/admin-ua'),
    import('@/stores/session-store'),
    import('@/stores/cart-store'),
    import('@/order/stores/target-order-store'),
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const page = (extra?: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider language="ua" messages={{ ...ua, ...adminUa }}>
        <MemoryRouter>
          <Header slots={headerWidgets()} />
          <main>
            <BuyButton goodId="g1" quantity={5} />
          </main>
          {extra}
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
  return { page, queryClient, session: session.useSessionStore, cart: cart.useCartStore, target: target.useTargetOrderStore };
}

/** The server's HTML: no localStorage there, so every visitor is a guest. */
async function serverHtml(): Promise<string> {
  const stored = { ...localStorage };
  localStorage.clear();
  const server = await loadShop();
  const html = renderToString(server.page());
  Object.entries(stored).forEach(([key, value]) => localStorage.setItem(key, value));
  return html;
}

/** Keeps the page as its first commit left it, before any effect could change it. */
function FirstCommit({ keep }: { keep: (html: string) => void }) {
  useLayoutEffect(() => {
    keep(document.body.innerHTML);
  }, [keep]);
  return null;
}

/** The server's HTML as the browser shows it before any script runs. */
function parse(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  unmountHydrated();
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the header on a server-rendered page', () => {
  it('hydrates a returning user as a guest, then shows the account being restored', async () => {
    localStorage.setItem('isLogged', 'true');
    const html = await serverHtml();
    const browser = await loadShop();
    expect(browser.session.getState().status).toBe('loading');

    const { container, recoverableErrors, consoleErrors } = await hydrate(html, browser.page());
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    const page = within(container);
    expect(page.getByRole('status')).toHaveTextContent('Завантажуємо ваш акаунт…');
    expect(page.queryByRole('button', { name: 'Увійти' })).not.toBeInTheDocument();
  });

  it('hydrates a signed-in user with a filled cart and an active order, then shows the name and the badges', async () => {
    localStorage.setItem('isLogged', 'true');
    const html = await serverHtml();
    const browser = await loadShop();
    browser.session.getState().signIn(olena, 'USER');
    browser.cart.getState().add('g1');
    browser.cart.getState().add('g2');
    browser.queryClient.setQueryData(shoppingCardKeys.ofUser('u1'), [activeCard]);

    const serverPage = within(parse(html));
    expect(serverPage.getByRole('button', { name: 'Увійти' })).toBeInTheDocument();
    expect(serverPage.getByRole('button', { name: 'Кошик, товарів: 0' })).toBeInTheDocument();
    expect(serverPage.getByRole('link', { name: 'Мої замовлення, активних: 0' })).toBeInTheDocument();
    expect(serverPage.getByRole('button', { name: 'Купити' })).toBeInTheDocument();

    const { container, recoverableErrors, consoleErrors } = await hydrate(html, browser.page());
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    const page = within(container);
    expect(await page.findByRole('button', { name: 'olena' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Кошик, товарів: 2' })).toHaveTextContent('2');
    const bag = page.getByRole('link', { name: 'Мої замовлення, активних: 1' });
    expect(bag).toHaveTextContent('1');
    expect(bag).toHaveAttribute('href', '/userpage');
    expect(page.getByRole('button', { name: 'У кошику' })).toBeInTheDocument();
  });

  it("hydrates a guest's remembered orders as none, then shows the active ones", async () => {
    localStorage.setItem('orders', JSON.stringify([{ orderId: 'card-1' }]));
    const html = await serverHtml();
    const browser = await loadShop();
    browser.queryClient.setQueryData(shoppingCardKeys.one('card-1'), activeCard);

    const { container, recoverableErrors, consoleErrors } = await hydrate(html, browser.page());
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(within(container).getByRole('link', { name: 'Мої замовлення, активних: 1' })).toHaveAttribute('href', '/unregistereduserpage');
  });

  it("keeps the target order chip's place in the server HTML, and hydrates the chip into it", async () => {
    const html = await serverHtml();
    expect(parse(html).querySelector(`.${chipStyles.chipPlace}`)).toBeInTheDocument();
    const browser = await loadShop();
    browser.target.getState().choose({ id: 'card-7', shoppingCardId: 1234 });

    const { container, recoverableErrors, consoleErrors } = await hydrate(html, browser.page());
    expect(recoverableErrors).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    const page = within(container);
    expect(page.getByRole('link', { name: 'Товари додаються до замовлення №1234' })).toBeInTheDocument();
    expect(page.getByRole('button', { name: 'Додати до замовлення' })).toBeInTheDocument();
    expect(container.querySelector(`.${chipStyles.chipPlace}`)).toBeNull();
  });
});

describe('the header rendered in the browser alone', () => {
  it('shows the cart, the session, the orders and the target order from its first render', async () => {
    localStorage.setItem('isLogged', 'true');
    const browser = await loadShop();
    browser.cart.getState().add('g1');
    browser.target.getState().choose({ id: 'card-7', shoppingCardId: 1234 });
    browser.queryClient.setQueryData(shoppingCardKeys.ofUser('u1'), [activeCard]);

    let firstCommit = '';
    const { container } = render(browser.page(<FirstCommit keep={(html) => void (firstCommit ||= html)} />));
    const first = within(parse(firstCommit));
    expect(first.getByRole('status')).toHaveTextContent('Завантажуємо ваш акаунт…');
    expect(first.getByRole('button', { name: 'Кошик, товарів: 1' })).toHaveTextContent('1');
    expect(first.getByRole('link', { name: 'Товари додаються до замовлення №1234' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Додати до замовлення' })).toBeInTheDocument();

    // The user menu's code loads with the session flag, when the account widget's module starts.
    await vi.dynamicImportSettled();
    act(() => browser.session.getState().signIn(olena, 'USER'));
    const page = within(container);
    expect(page.getByRole('button', { name: 'olena' })).toBeInTheDocument();
    expect(page.getByRole('link', { name: 'Мої замовлення, активних: 1' })).toHaveTextContent('1');
  });
});
