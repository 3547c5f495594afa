import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CallbackButton } from '../callback-button';
import { CallbackForm } from '../callback-form';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function fields() {
  return {
    name: screen.getByLabelText('Ваше ім’я'),
    phone: screen.getByLabelText('Номер телефону'),
    submit: screen.getByRole('button', { name: 'Чекаю дзвінка' }),
  };
}

describe('CallbackForm', () => {
  it("asks for the phone ('enterPhone') and sends nothing when it is empty", async () => {
    const fetchMock = stubFetch(201, { ok: true });
    const { user } = renderWithProviders(<CallbackForm />);
    await user.type(fields().name, 'Олена');
    await user.click(fields().submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Введіть номер телефону');
    expect(fields().phone).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps <, > and spaces out of the name and Latin letters out of the phone', async () => {
    stubFetch(201, { ok: true });
    const { user } = renderWithProviders(<CallbackForm />);
    await user.type(fields().name, '<Ол ена>');
    await user.type(fields().phone, '067abc1234567');
    expect(fields().name).toHaveValue('Олена');
    expect(fields().phone).toHaveValue('+38 (067) 123-45-67');
  });

  it('refuses a phone with too few digits', async () => {
    const fetchMock = stubFetch(201, { ok: true });
    const { user } = renderWithProviders(<CallbackForm />);
    await user.type(fields().phone, '067 12');
    await user.click(fields().submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Вкажіть український номер');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the name and phone and says 'weWillCallYouBack'", async () => {
    const fetchMock = stubFetch(201, { ok: true });
    const { user } = renderWithProviders(<CallbackForm />);
    await user.type(fields().name, 'Олена');
    await user.type(fields().phone, '+38 (067) 123-45-67');
    await user.click(fields().submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Дякуємо! Ми вам передзвонимо.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/sendcallbackrequest');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ clientName: 'Олена', clientPhone: '+38 (067) 123-45-67' });
  });

  it("says 'errorSorryReoload' when the shop refuses or cannot be reached", async () => {
    stubFetch(500, { error: { code: 'INTERNAL', message: 'x' } });
    const { user } = renderWithProviders(<CallbackForm />, { language: 'en' });
    await user.type(screen.getByLabelText('Phone number'), '0671234567');
    await user.click(screen.getByRole('button', { name: 'Call me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, something went wrong. Please reload the page and try again.');
  });

  it('says how long to wait when the shop refuses with 429 RATE_LIMITED, and keeps the form', async () => {
    stubFetch(429, { error: { code: 'RATE_LIMITED', message: 'Забагато запитів. Спробуйте знову пізніше.', details: { retryAfterSeconds: 1500 } } });
    const { user } = renderWithProviders(<CallbackForm />);
    await user.type(fields().phone, '0671234567');
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато запитів. Спробуйте знову через 25 хвилин.');
    expect(fields().phone).toHaveValue('+38 (067) 123-45-67');
  });
});

describe('CallbackButton', () => {
  it('opens the form in a dialog that takes focus, keeps Tab inside and gives focus back on Escape', async () => {
    stubFetch(201, { ok: true });
    const { user } = renderWithProviders(<CallbackButton />);
    const opener = screen.getByRole('button', { name: 'Передзвоніть мені' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Замовити зворотний дзвінок' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The dialog moves focus in an effect, which may run just after the dialog appears.
    await waitFor(() => expect(fields().name).toHaveFocus());

    // From the last control Tab wraps to the first, and Shift+Tab back again.
    fields().submit.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрити' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(fields().submit).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = renderWithProviders(<CallbackButton />);
    await user.click(screen.getByRole('button', { name: 'Передзвоніть мені' }));
    await user.click(await screen.findByRole('button', { name: 'Закрити' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
