import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ForgotPasswordForm } from '../forgot-password-form';
import { PasswordChangeForm } from '../password-change-form';
import { useConfirmPasswordChange } from '../../hooks/use-auth-mutations';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

describe('ForgotPasswordForm', () => {
  it('says No email was provided for an empty field and sends nothing', async () => {
    const { user } = renderWithProviders(<ForgotPasswordForm />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('No email was provided.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the success note named by the server’s translation key', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { data: 'passwordRecoveryLinkSent' }));
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Email'), 'olena@yarnshop.test');
    await user.click(screen.getByRole('button', { name: 'Надіслати посилання' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Якщо акаунт із таким email існує');
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ email: 'olena@yarnshop.test' });
  });
});

function PasswordChange() {
  return <PasswordChangeForm token="code-1" mutation={useConfirmPasswordChange()} />;
}

describe('PasswordChangeForm', () => {
  it('applies the sign-up password rules before sending', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { isPasswordChanged: true }));
    const { user } = renderWithProviders(<PasswordChange />);
    const save = screen.getByRole('button', { name: 'Зберегти пароль' });
    await user.type(screen.getByLabelText('Новий пароль'), 'lettersonly');
    await user.type(screen.getByLabelText('Повторіть пароль'), 'lettersonly');
    await user.click(save);
    expect(screen.getByText('Пароль має містити хоча б одну літеру й одну цифру.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Повторіть пароль'), '1');
    await user.click(save);
    expect(screen.getByText('Пароль і повтор пароля мають збігатися.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Новий пароль'), '1');
    await user.click(save);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ token: 'code-1', password: 'lettersonly1' });
  });

  it('refuses one of the most common passwords in English too, and sends nothing', async () => {
    const { user } = renderWithProviders(<PasswordChange />, { language: 'en' });
    await user.type(screen.getByLabelText('New password'), 'Password1');
    await user.type(screen.getByLabelText('Repeat password'), 'Password1');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('This password is too common and easy to guess. Please choose another one.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
