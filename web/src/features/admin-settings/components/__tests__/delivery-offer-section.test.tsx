import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { DeliveryOfferSection } from '../delivery-offer-section';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the free-delivery setting', () => {
  it('starts empty (no offer), refuses what is not a whole sum, saves a sum and switches it off again', async () => {
    const saved: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/getdeliveryoffersettings')) return json({ offer: { freeDeliveryFromUah: null } });
      const offer = JSON.parse(String(init?.body)) as unknown;
      saved.push(offer);
      return json({ offer });
    });
    const { user } = renderWithProviders(<DeliveryOfferSection />);
    const field = await screen.findByLabelText(/^Безкоштовна доставка від суми замовлення/);
    expect(field).toHaveValue('');
    const save = screen.getByRole('button', { name: 'Зберегти' });

    await user.type(field, '99.5');
    expect(screen.getByText('Вкажіть цілу суму в гривнях, від 1, або залиште порожнім.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(field);
    await user.type(field, '2 000');
    await user.click(save);
    expect(await screen.findByRole('status')).toHaveTextContent('Збережено.');
    await user.clear(field);
    await user.click(save);
    await screen.findByRole('status');
    expect(saved).toEqual([{ freeDeliveryFromUah: 2000 }, { freeDeliveryFromUah: null }]);
  });
});
