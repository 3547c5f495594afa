import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AdminSlot, registerAdminSlots } from '../admin-slot';

const user = { userId: 'u1', name: 'Olena', email: 'o@example.com', phone: null, shoppingCards: [] };

function MenuControl() {
  return <button type="button">Admin control</button>;
}

beforeAll(() => {
  registerAdminSlots({ navMenu: async () => MenuControl });
});
afterEach(() => {
  useSessionStore.getState().signOut();
});

describe('AdminSlot', () => {
  it('renders nothing for a guest', async () => {
    const { container } = renderWithProviders(<AdminSlot name="navMenu" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing for a signed-in USER', async () => {
    useSessionStore.getState().signIn(user, 'USER');
    const { container } = renderWithProviders(<AdminSlot name="navMenu" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });

  it('loads and renders the registered control for an ADMIN', async () => {
    useSessionStore.getState().signIn(user, 'ADMIN');
    renderWithProviders(<AdminSlot name="navMenu" />);
    // The control's code and the admin texts both load on demand.
    expect(await screen.findByRole('button', { name: 'Admin control' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('renders nothing for a slot without a registered control', async () => {
    useSessionStore.getState().signIn(user, 'ADMIN');
    const { container } = renderWithProviders(<AdminSlot name="carousel" imageIds={[]} current={0} words={null} dates={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
  });
});
