import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LoginForm } from '../login-form';

const { startSession } = vi.hoisted(() => ({ startSession: vi.fn<(token: string) => Promise<void>>() }));
vi.mock('../../api/session', () => ({ startSession }));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  startSession.mockReset();
});

const noop = () => {};

describe('LoginForm', () => {
  it('asks for both fields and sends nothing when one is empty', async () => {
    const { user } = renderWithProviders(<LoginForm onSuccess={noop} onForgotPassword={noop} />);
    await user.type(screen.getByLabelText('Email або ім’я користувача'), 'olena');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Введіть email або ім’я користувача та пароль.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the typed text as both username and email, disables submit meanwhile, then starts the session', async () => {
    let answer: (res: Response) => void = noop;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    startSession.mockResolvedValue();
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} onForgotPassword={noop} />);
    await user.type(screen.getByLabelText('Email або ім’я користувача'), ' Olena ');
    await user.type(screen.getByLabelText('Пароль'), 'Olena12345!');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(screen.getByRole('button', { name: 'Зачекайте…' })).toBeDisabled();
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ username: 'Olena', email: 'Olena', password: 'Olena12345!' });
    answer(json(200, { accessToken: 'id-token', customToken: 'custom-token' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(startSession).toHaveBeenCalledWith('custom-token');
  });

  it('shows the server message for wrong credentials, and the unknown-error text when the shop is unreachable', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { error: { code: 'INVALID_CREDENTIALS', message: 'Невірний email, ім’я користувача або пароль.' } }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithProviders(<LoginForm onSuccess={noop} onForgotPassword={noop} />);
    await user.type(screen.getByLabelText('Email або ім’я користувача'), 'olena');
    await user.type(screen.getByLabelText('Пароль'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Невірний email, ім’я користувача або пароль.');
    await user.click(screen.getByRole('button', { name: 'Увійти' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Невідома помилка'));
    expect(startSession).not.toHaveBeenCalled();
  });

  it('shows the password on request and switches to the forgot-password view', async () => {
    const onForgotPassword = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={noop} onForgotPassword={onForgotPassword} />);
    await user.click(screen.getByRole('checkbox', { name: 'Показати пароль' }));
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Забули пароль?' }));
    expect(onForgotPassword).toHaveBeenCalled();
  });
});
