import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLECTIONS } from '@/config/firestore-collections';
import { setCatalogReader } from '@/lib/catalog-reader';
import { memoryCatalogReader } from '@/testing/memory-catalog-reader';
import { renderWithProviders } from '@/testing/render-with-providers';
import { takesOf, draftOf } from '../../utils/lot-split';
import { CardDetails } from '../card-details';
import { StatusActions } from '../status-actions';
import { adminCard } from './admin-card-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SPLIT = {
  error: {
    code: 'LOT_SPLIT_NEEDED',
    message: 'Жодна партія не покриває весь рядок.',
    details: { lines: [{ goodId: 'g1', quantityToSell: 6, proposal: [{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 2 }] }] },
  },
};
const card = () => adminCard('UNCONFIRMED', { goods: [{ ...adminCard('UNCONFIRMED').goods[0]!, quantityToSell: 6 }] });

/** The first reservation is refused for a split; every later call is answered with `next`. */
function splitThen(next: () => Response) {
  return vi.fn(async () => json(SPLIT, 409)).mockImplementationOnce(async () => json(SPLIT, 409)).mockImplementation(async () => next());
}
const bodies = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)) as Record<string, unknown>);

describe('the split chooser', () => {
  it('opens on LOT_SPLIT_NEEDED with the shop’s proposal, and resends the move with the ADMIN’s numbers', async () => {
    const fetchMock = splitThen(() => json({ data: adminCard('RESERVED') }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<StatusActions card={card()} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' }));

    const chooser = await screen.findByRole('form', { name: 'Розподіл за партіями' });
    expect(chooser).toHaveTextContent('Пряжа Тестова: потрібно 6');
    expect(screen.getByLabelText('Партія A')).toHaveValue('4');
    expect(screen.getByLabelText('Партія B')).toHaveValue('2');
    expect(screen.queryByRole('alert')).toBeNull();

    // By keyboard: 3 from each lot.
    await user.click(screen.getByLabelText('Партія A'));
    await user.keyboard('{Control>}a{/Control}3{Tab}{Control>}a{/Control}3');
    expect(chooser).toHaveTextContent('Разом 6 з 6');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodies(fetchMock)[1]).toEqual({
      shoppingCardId: 'card-UNCONFIRMED',
      status: 'RESERVED',
      lotTakes: [{ goodId: 'g1', takes: [{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 3 }] }],
    });
  });

  it('sends nothing while the numbers do not add up to the line, and says why', async () => {
    const fetchMock = splitThen(() => json({ data: adminCard('RESERVED') }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<StatusActions card={card()} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' }));
    const lotB = await screen.findByLabelText('Партія B');
    await user.clear(lotB);
    await user.type(lotB, '1');
    expect(screen.getByText(/Разом 5 з 6/)).toHaveTextContent('Сума має дорівнювати 6.');
    await user.click(screen.getByRole('button', { name: 'Зарезервувати з цих партій' }));
    expect(lotB).toHaveAttribute('aria-invalid', 'true');
    await user.type(lotB, 'x');
    expect(screen.getByText('Ціле число від 0.')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the chooser open and shows the server’s refusal of a split', async () => {
    vi.stubGlobal('fetch', splitThen(() => json({ error: { code: 'LOT_SHORT', message: 'У партії менше мотків, ніж потрібно.' } }, 409)));
    const { user } = renderWithProviders(<StatusActions card={card()} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Move to “Reserved”' }));
    await user.click(await screen.findByRole('button', { name: 'Reserve from these lots' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('У партії менше мотків');
    expect(screen.getByRole('form', { name: 'Split over dye lots' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Do not reserve' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers the good’s other lots too, with what each holds, and sends a split that uses one', async () => {
    const colour = { code: '21', name: { ua: 'Сірий', en: 'Grey' }, swatch: { kind: 'hex', hex: '#9a9a9a' }, family: 'grey' };
    const lots = [{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 3 }, { lot: 'C', quantity: 2 }, { lot: 'D', quantity: 0 }];
    setCatalogReader(memoryCatalogReader({ [COLLECTIONS.goods]: { g1: { title: { ua: 'Пряжа Тестова', en: 'Test yarn' }, quantity: 9, yarnLineId: 'line', colour, lots } } }));
    const fetchMock = splitThen(() => json({ data: adminCard('RESERVED') }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithProviders(<StatusActions card={card()} />);
    await user.click(screen.getByRole('button', { name: 'Перевести в стан «Зарезервоване»' }));
    const lotC = await screen.findByRole('textbox', { name: 'Партія C' });
    expect(lotC).toHaveValue('');
    expect(lotC).toHaveAccessibleDescription(/^є 2 Разом 6 з 6/);
    expect(screen.getByRole('textbox', { name: 'Партія A' })).toHaveAccessibleDescription(/^є 4/);
    // An emptied lot is not offered.
    expect(screen.queryByRole('textbox', { name: 'Партія D' })).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Партія B' }));
    await user.type(lotC, '2');
    await user.click(screen.getByRole('button', { name: 'Зарезервувати з цих партій' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodies(fetchMock)[1]).toMatchObject({ lotTakes: [{ goodId: 'g1', takes: [{ lot: 'A', quantity: 4 }, { lot: 'C', quantity: 2 }] }] });
  });

  it('leaves out lots of 0', () => {
    const lines = [{ goodId: 'g1', quantityToSell: 4, proposal: [{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 1 }] }];
    expect(takesOf(lines, { g1: { A: '4', B: '0' } })).toEqual([{ goodId: 'g1', takes: [{ lot: 'A', quantity: 4 }] }]);
    expect(takesOf(lines, draftOf(lines))).toEqual([{ goodId: 'g1', takes: [{ lot: 'A', quantity: 3 }, { lot: 'B', quantity: 1 }] }]);
    expect(takesOf(lines, { g1: { A: '3', B: '' } })).toBeNull();
  });
});

describe('lots on the card', () => {
  it('shows a reserved line’s lots and the customer’s "same lot as" request', () => {
    const reserved = adminCard('RESERVED', {
      sameLotAsOrder: 1017,
      goods: [{ ...adminCard('RESERVED').goods[0]!, quantityToSell: 6, lots: [{ lot: 'A', quantity: 4 }, { lot: 'B', quantity: 2 }] }],
    });
    renderWithProviders(<CardDetails card={reserved} />);
    expect(screen.getByText(/Ця пряжа з двох партій фарбування: A \(4 мотки\) і B \(2 мотки\)/)).toBeInTheDocument();
    expect(screen.getByText('Партія як у замовленні')).toBeInTheDocument();
    expect(screen.getByText('№ 1017: резервування бере ту саму партію, якщо її вистачає на рядок')).toBeInTheDocument();
  });
});
