import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ShippingSettingsPage } from '../shipping-settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SENDER = '5a3b0f4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const CONTACT = '6b4c1a5f-2d3e-4f6a-9b0c-1d2e3f4a5b6c';
const KYIV = { settlementRef: 's-kyiv', cityRef: 'c-kyiv', name: 'Київ', settlementType: 'місто', display: 'Київ, Київська обл.' };
const schedule = { Monday: '08:00-20:00' };
const BRANCH_1 = { ref: 'w-1', number: '1', kind: 'branch', description: 'Відділення №1', shortAddress: 'Київ, вул. Ярославська, 45', maxWeightKg: 30, schedule, fitsWeight: true };
const LOCKER_5 = { ...BRANCH_1, ref: 'w-5', number: '5', kind: 'parcelLocker', shortAddress: 'Київ, вул. Хрещатик, 3' };
const SENDERS = [{ ref: SENDER, name: 'ФОП Пряжа Тест', contacts: [{ ref: CONTACT, name: 'Олена Коваль', phone: '380501234567' }] }];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refused = (code: string) => json({ error: { code, message: code } }, 400);

type Answer = (body: Record<string, unknown>) => Response;
const ALERTS_VIEW = {
  settings: { events: { newOrder: true, paymentHeld: true, paymentFailed: true, parcelTrouble: true, lowStock: true, receiptFailed: true, holdExpiring: true }, quietHours: { enabled: true, from: '22:00', until: '08:00' }, lowStockBelow: 3 },
  chat: null,
  pendingLinkUntilMs: null,
  problems: [],
};

/** Answers each API call by its path; `answers` overrides the defaults. */
function api(answers: Record<string, Answer> = {}) {
  const defaults: Record<string, Answer> = {
    getshippingsettings: () => json({ settings: null, place: null }),
    getnpsenders: () => json({ senders: SENDERS }),
    searchnpsettlements: () => json({ settlements: [KYIV] }),
    getnpbranches: () => json({ branches: [BRANCH_1, LOCKER_5], total: 2 }),
    saveshippingsettings: (body) => json({ settings: body }),
    // The page's payment section (its own tests: payment-settings-section.test.tsx).
    getpaymentsettings: () => json({ settings: { cashOnDelivery: true, card: false, provider: 'monobank' } }),
    // The page's product feeds' block (its own tests: feed-status-section.test.tsx).
    getfeedstatus: () => json({ feeds: [] }),
    // ... and its alerts section (alert-settings-section.test.tsx).
    getalertsettings: () => json(ALERTS_VIEW),
    // ... and its free-delivery section (delivery-offer-section.test.tsx).
    getdeliveryoffersettings: () => json({ offer: { freeDeliveryFromUah: null } }),
  };
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const name = url.split('/').pop()!;
    const answer = answers[name] ?? defaults[name];
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const sentTo = (fetchMock: ReturnType<typeof api>, name: string) =>
  fetchMock.mock.calls.filter(([url]) => url.endsWith(`/api/${name}`)).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function chooseKyivBranch1(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByRole('combobox', { name: /^Місто відправника/ }), 'Ки');
  await user.click(await screen.findByRole('option', { name: 'Київ, Київська обл.' }));
  await user.click(screen.getByRole('combobox', { name: /^Відділення відправника/ }));
  const locker = await screen.findByRole('option', { name: /№5:/ });
  expect(locker).toHaveAttribute('aria-disabled', 'true');
  expect(locker).toHaveTextContent('не для відправлень магазину');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByRole('combobox', { name: /^Відділення відправника/ })).toHaveValue('№1: Київ, вул. Ярославська, 45');
}

describe('shipping settings screen', () => {
  it('says when nothing is saved, then saves what the ADMIN chose from the lists', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<ShippingSettingsPage />);
    expect(await screen.findByText(/Налаштування ще не заповнені/)).toBeInTheDocument();
    await chooseKyivBranch1(user);
    await user.selectOptions(await screen.findByLabelText('Відправник (контрагент)'), SENDER);
    await user.selectOptions(screen.getByLabelText('Контактна особа'), CONTACT);
    expect(screen.getByLabelText('Ім’я контактної особи на накладній')).toHaveValue('Олена Коваль');
    expect(screen.getByLabelText(/^Телефон відправника/)).toHaveValue('380501234567');
    const paymentControl = screen.getByRole('radio', { name: 'Контроль оплати' });
    expect(paymentControl).toHaveAccessibleDescription(/якщо перевізник відмовить у контролі оплати, накладна створюється з грошовим переказом/);
    await user.click(paymentControl);
    await user.clear(screen.getByLabelText('Висота, см'));
    await user.type(screen.getByLabelText('Висота, см'), '15');
    await user.click(screen.getByRole('button', { name: 'Зберегти налаштування' }));
    expect(await screen.findByText('Налаштування збережено.')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'saveshippingsettings')).toEqual([
      {
        novaPoshta: { settlementRef: 's-kyiv', cityRef: 'c-kyiv', warehouseRef: 'w-1', warehouseDisplay: '№1: Київ, вул. Ярославська, 45', counterpartyRef: SENDER, contactRef: CONTACT },
        ukrposhtaSenderUuid: null,
        contactName: 'Олена Коваль',
        contactPhone: '380501234567',
        cashOnDelivery: 'paymentControl',
        parcel: { widthCm: 30, lengthCm: 20, heightCm: 15 },
      },
    ]);
  });

  it('shows each problem beside its field and sends nothing', async () => {
    const fetchMock = api();
    const { user } = renderWithProviders(<ShippingSettingsPage />);
    await user.type(await screen.findByLabelText(/^Телефон відправника/), '0501234567');
    await user.clear(screen.getByLabelText('Ширина, см'));
    await user.type(screen.getByLabelText('Ширина, см'), '0');
    await user.type(screen.getByLabelText(/UUID клієнта/), 'not-a-uuid');
    await user.click(screen.getByRole('button', { name: 'Зберегти налаштування' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Виправте позначені поля.');
    expect(screen.getByLabelText(/^Телефон відправника/)).toHaveAccessibleDescription('Номер у форматі 380XXXXXXXXX (12 цифр).');
    expect(screen.getByLabelText('Ширина, см')).toHaveAccessibleDescription('Ціле число сантиметрів від 1 до 300.');
    expect(screen.getByRole('combobox', { name: /^Місто відправника/ })).toHaveAccessibleDescription(/Оберіть зі списку/);
    expect(sentTo(fetchMock, 'saveshippingsettings')).toEqual([]);
  });

  it('fills the form from the saved settings, and says what the server refused', async () => {
    const saved = {
      novaPoshta: { settlementRef: 's-kyiv', cityRef: 'c-kyiv', warehouseRef: 'w-1', warehouseDisplay: 'Київ, Відділення №1', counterpartyRef: SENDER, contactRef: CONTACT },
      ukrposhtaSenderUuid: null,
      contactName: 'Олена Коваль',
      contactPhone: '380501234567',
      cashOnDelivery: 'moneyTransfer',
      parcel: { widthCm: 30, lengthCm: 20, heightCm: 10 },
    };
    api({
      getshippingsettings: () => json({ settings: saved, place: { settlement: 'Київ, Київська обл.', branch: '№1: Київ, вул. Ярославська, 45' } }),
      saveshippingsettings: () => refused('NP_BRANCH_UNKNOWN'),
    });
    const { user } = renderWithProviders(<ShippingSettingsPage />);
    expect(await screen.findByRole('combobox', { name: /^Відділення відправника/ })).toHaveValue('№1: Київ, вул. Ярославська, 45');
    expect(screen.queryByText(/Налаштування ще не заповнені/)).toBeNull();
    expect(screen.getByRole('radio', { name: 'Грошовий переказ' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Контактна особа')).toHaveValue(CONTACT));
    await user.click(screen.getByRole('button', { name: 'Зберегти налаштування' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Це відділення не приймає відправлень магазину');
  });

  it('says when the settings or the carrier’s senders cannot be loaded, in English too', async () => {
    let settingsCalls = 0;
    api({
      getshippingsettings: () => (++settingsCalls === 1 ? json({ error: { code: 'INTERNAL', message: 'x' } }, 500) : json({ settings: null, place: null })),
      getnpsenders: () => json({ error: { code: 'CARRIER_UNAVAILABLE', message: 'x' } }, 504),
    });
    const { user } = renderWithProviders(<ShippingSettingsPage />, { language: 'en' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Could not load the settings.');
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Nova Poshta did not give the list of senders/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping settings' })).toBeInTheDocument();
  });
});
