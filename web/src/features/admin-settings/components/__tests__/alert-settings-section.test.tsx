import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AlertSettingsSection } from '../alert-settings-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const EVENTS = { newOrder: true, paymentHeld: true, paymentFailed: true, parcelTrouble: true, lowStock: true, receiptFailed: true, holdExpiring: true };
const VIEW = { settings: { events: EVENTS, quietHours: { enabled: true, from: '22:00', until: '08:00' }, lowStockBelow: 3 }, chat: null, pendingLinkUntilMs: null, problems: [] };

describe('the alerts in Telegram', () => {
  it('shows a code to send the bot, then the chat the bot learnt', async () => {
    let view: Record<string, unknown> = VIEW;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.endsWith('/api/startalertlink')) {
        view = { ...VIEW, pendingLinkUntilMs: Date.now() + 900_000 };
        return json({ code: 'ABCD2345', expiresAtMs: Date.now() + 900_000, botLink: 'https://t.me/yarnshop_bot?start=ABCD2345' });
      }
      return json(view);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<AlertSettingsSection />);
    await user.click(await screen.findByRole('button', { name: 'Підключити Telegram' }));
    expect(await screen.findByText('/start ABCD2345')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Відкрити бота в Telegram' })).toHaveAttribute('href', 'https://t.me/yarnshop_bot?start=ABCD2345');
    // The owner sends it; the next read of the settings names her chat.
    view = { ...VIEW, chat: { title: 'Олена @olena_yarn', linkedAtMs: Date.now() } };
    expect(await screen.findByText(/Підключено чат: Олена @olena_yarn/, undefined, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('saves the events, quiet hours and threshold; refuses empty quiet hours', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => (url.endsWith('/api/savealertsettings') ? json({ ...VIEW, settings: JSON.parse(String(init?.body)) }) : json(VIEW)));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<AlertSettingsSection />);
    await user.click(await screen.findByRole('checkbox', { name: 'Товар або партія закінчуються' }));
    const until = screen.getByLabelText('До');
    await user.clear(until);
    await user.type(until, '22:00');
    expect(screen.getByRole('button', { name: 'Зберегти сповіщення' })).toBeDisabled();
    await user.clear(until);
    await user.type(until, '07:30');
    const threshold = screen.getByRole('spinbutton', { name: /Мало на складі/ });
    await user.clear(threshold);
    await user.type(threshold, '5');
    await user.click(screen.getByRole('button', { name: 'Зберегти сповіщення' }));
    expect(await screen.findByText('Налаштування сповіщень збережено.')).toBeInTheDocument();
    const saved = fetchMock.mock.calls.find(([url]) => url.endsWith('/api/savealertsettings'));
    expect(JSON.parse(String(saved![1]!.body))).toEqual({ events: { ...EVENTS, lowStock: false }, quietHours: { enabled: true, from: '22:00', until: '07:30' }, lowStockBelow: 5 });
  });

  it('lists what could not be delivered, in Telegram\'s words', async () => {
    const problems = [{ alertId: 'card:x:new', event: 'newOrder', state: 'failed', attempts: 1, error: 'Bad Request: chat not found', atMs: Date.parse('2026-11-28T10:00:00Z') }];
    vi.stubGlobal('fetch', vi.fn(async () => json({ ...VIEW, chat: { title: 'Олена', linkedAtMs: 0 }, problems })));
    renderWithProviders(<AlertSettingsSection />);
    expect(await screen.findByRole('heading', { name: 'Не доставлено' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Нове замовлення, Bad Request: chat not found \(не надіслано, спроб: 1\)/)).toBeInTheDocument());
  });
});
