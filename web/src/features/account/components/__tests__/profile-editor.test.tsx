import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore, type SessionUser } from '@/stores/session-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProfileEditor } from '../profile-editor';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const olena: SessionUser = {
  userId: 'u1',
  name: 'olena_k',
  realName: null,
  email: 'olena@x.ua',
  phone: '+380671234567',
  shoppingCards: [],
  savedPlaces: [{ id: 'p1', label: 'Дім', delivery: { carrier: 'novaposhta', city: 'Київ', branch: 'Відділення №1' } }],
};
const bodyOf = (call: unknown[]) => JSON.parse((call[1] as RequestInit).body as string);

beforeEach(() => useSessionStore.setState({ status: 'signedIn', isLogged: true, role: 'USER', user: olena }));
afterEach(() => vi.unstubAllGlobals());

describe('the profile editor', () => {
  it('asks for a real first and last name, and saves it with the phone in its one form', async () => {
    const fetchMock = vi.fn(async () => json({ realName: 'Олена Коваль', phone: '+380937654321' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<ProfileEditor user={olena} onNewSession={vi.fn()} />);
    const name = screen.getByLabelText(/^Ім’я та прізвище/);
    await user.type(name, 'olena_k');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(screen.getByText(/Вкажіть ім’я та прізвище літерами/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(name);
    await user.type(name, 'Олена Коваль');
    const phone = screen.getByLabelText(/^Телефон/);
    await user.clear(phone);
    await user.type(phone, '0937654321');
    expect(phone).toHaveValue('+38 (093) 765-43-21');
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText('Збережено.')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({ realName: 'Олена Коваль', phone: '+38 (093) 765-43-21' });
    expect(useSessionStore.getState().user).toMatchObject({ realName: 'Олена Коваль', phone: '+380937654321' });
  });

  it('mails a link for a new email and says the address changes only when it is opened', async () => {
    const fetchMock = vi.fn(async () => json({ isEmailChangeSent: true }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<ProfileEditor user={olena} onNewSession={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Новий email/), 'olena@x.ua');
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    expect(screen.getByText('Це ваша теперішня адреса.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Новий email/));
    await user.type(screen.getByLabelText(/^Новий email/), 'new@x.ua');
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    expect(await screen.findByText(/Посилання надіслано на new@x\.ua\. Адреса зміниться, коли ви його відкриєте/)).toBeInTheDocument();
    expect(useSessionStore.getState().user?.email).toBe('olena@x.ua');
  });

  it('shows the server’s word for a wrong current password, and starts the new session after a change', async () => {
    const answers = [
      json({ error: { code: 'WRONG_CURRENT_PASSWORD', message: 'The current password is wrong.' } }, 400),
      json({ customToken: 'fresh-token' }),
    ];
    vi.stubGlobal('fetch', vi.fn(async () => answers.shift()!));
    const onNewSession = vi.fn(async () => undefined);
    const { user } = renderWithProviders(<ProfileEditor user={olena} onNewSession={onNewSession} />, { language: 'en' });
    await user.type(screen.getByLabelText(/^Current password/), 'wrong-one-1');
    await user.type(screen.getByLabelText(/^New password/), 'NewYarn2025');
    await user.type(screen.getByLabelText(/^Repeat password/), 'NewYarn2025');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is wrong.');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText(/Password changed/)).toBeInTheDocument();
    expect(onNewSession).toHaveBeenCalledWith('fresh-token');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('renames and removes a saved place, and says when there are none', async () => {
    const renamed = [{ ...olena.savedPlaces![0]!, label: 'Мама' }];
    const answers = [json({ places: renamed }), json({ places: [] })];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const { user, rerender } = renderWithProviders(<ProfileEditor user={olena} onNewSession={vi.fn()} />);
    const places = screen.getByRole('region', { name: 'Збережені місця доставки' });
    expect(within(places).getByText('Збережено 1 з 5. Нове місце можна зберегти під час оформлення замовлення.')).toBeInTheDocument();
    await user.click(within(places).getByRole('button', { name: 'Перейменувати «Дім»' }));
    const label = within(places).getByLabelText(/^Назва місця/);
    await user.clear(label);
    await user.type(label, 'Мама');
    await user.click(within(places).getByRole('button', { name: 'Зберегти назву' }));
    await waitFor(() => expect(useSessionStore.getState().user?.savedPlaces).toEqual(renamed));
    expect(bodyOf(fetchMock.mock.calls[0]!)).toEqual({ placeId: 'p1', label: 'Мама' });
    rerender(<ProfileEditor user={useSessionStore.getState().user!} onNewSession={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Видалити «Мама»' }));
    await waitFor(() => expect(useSessionStore.getState().user?.savedPlaces).toEqual([]));
    rerender(<ProfileEditor user={useSessionStore.getState().user!} onNewSession={vi.fn()} />);
    expect(screen.getByText(/Ще немає збережених місць/)).toBeInTheDocument();
  });
});
