import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SignUpForm } from '../sign-up-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

async function fill(user: ReturnType<typeof renderWithProviders>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label, { exact: true }), value);
}

const good = { Email: 'knitter@example.com', Телефон: '+38 (067) 123-45-67', 'Ім’я користувача': 'Knitter', Пароль: 'Secret123', 'Повторіть пароль': 'Secret123' };

describe('SignUpForm', () => {
  it('masks the phone as it is typed, as every phone field does, and keeps letters out', async () => {
    const { user } = renderWithProviders(<SignUpForm onSuccess={() => {}} />);
    await user.type(screen.getByLabelText('Телефон'), '06712a');
    expect(screen.getByLabelText('Телефон')).toHaveValue('+38 (067) 12');
  });

  it('says PasswordAndRepeatPasswordShouldBeTheSame and makes no call when the passwords differ', async () => {
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
    await fill(user, { ...good, 'Повторіть пароль': 'Secret124' });
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    expect(screen.getByText('Пароль і повтор пароля мають збігатися.')).toBeInTheDocument();
    expect(screen.getByLabelText('Повторіть пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('names each bad field and sends nothing', async () => {
    const { user } = renderWithProviders(<SignUpForm onSuccess={() => {}} />);
    await fill(user, { Email: 'nope', Телефон: '123', 'Ім’я користувача': 'a b', Пароль: 'letters', 'Повторіть пароль': 'letters' });
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    expect(screen.getByText('Введіть правильну адресу email.')).toBeInTheDocument();
    expect(screen.getByText('Вкажіть український номер, наприклад 067 123 45 67.')).toBeInTheDocument();
    expect(screen.getByText(/Ім’я користувача може містити лише/)).toBeInTheDocument();
    expect(screen.getByText('Пароль має бути не коротший за 8 символів.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses one of the most common passwords with its own message and sends nothing', async () => {
    const { user } = renderWithProviders(<SignUpForm onSuccess={() => {}} />);
    await fill(user, { ...good, Пароль: 'Qwerty123!', 'Повторіть пароль': 'Qwerty123!' });
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    expect(screen.getByText('Цей пароль надто поширений, його легко вгадати. Придумайте інший.')).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reveals both passwords with one checkbox', async () => {
    const { user } = renderWithProviders(<SignUpForm onSuccess={() => {}} />);
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Показати пароль' }));
    expect(screen.getByLabelText('Пароль')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Повторіть пароль')).toHaveAttribute('type', 'text');
  });

  it('sends the phone as a number and reports success', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { isEmailConfirmationSent: true }));
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<SignUpForm onSuccess={onSuccess} />);
    await fill(user, good);
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/auth/registration');
    expect(JSON.parse(init!.body as string)).toEqual({ email: 'knitter@example.com', phone: 380671234567, username: 'Knitter', password: 'Secret123' });
  });

  it('shows the server’s translated message, or the unknown-error text for anything else', async () => {
    fetchMock.mockResolvedValueOnce(json(409, { error: { code: 'USERNAME_TAKEN', message: 'Це ім’я користувача вже зайняте.' } }));
    fetchMock.mockResolvedValueOnce(json(500, { error: { code: 'INTERNAL', message: 'boom' } }));
    const { user } = renderWithProviders(<SignUpForm onSuccess={() => {}} />);
    await fill(user, good);
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Це ім’я користувача вже зайняте.');
    await user.click(screen.getByRole('button', { name: 'Зареєструватися' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Невідома помилка. Будь ласка, перезавантажте сторінку.'));
  });
});
