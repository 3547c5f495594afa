import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BurgerMenu } from '../burger-menu';
import { makeMenu } from './menu-fixtures';

describe('BurgerMenu', () => {
  it('drills down main → outer categories → categories → sub-categories to a sub-category link, and back', async () => {
    const menu = makeMenu();
    const { user } = renderWithProviders(<BurgerMenu menu={menu} callback={<button type="button">call</button>} />);
    const toggle = screen.getByRole('button', { name: 'Відкрити меню' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(menu.request).toHaveBeenCalled();
    const heading = await screen.findByRole('heading', { name: 'Меню' });
    // The panel moves focus in an effect, which may run just after the heading appears.
    await waitFor(() => expect(heading).toHaveFocus());
    // The main level: catalog, static links, login, callback, language, messengers.
    expect(screen.getByRole('link', { name: 'Контакти' })).toHaveAttribute('href', '/contacts');
    expect(screen.getByRole('link', { name: 'Увійти' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'call' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Мова сайту' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Написати у Viber' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Каталог/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Каталог' })).toHaveFocus());
    // Outer categories, then the top-level catalogs: one with sub-categories drills, one without links.
    expect(screen.getByRole('link', { name: 'Схеми' })).toHaveAttribute('href', '/goods/patterns');
    expect(screen.getByRole('button', { name: /Спиці/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Пряжа у мотках/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Пряжа у мотках' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Усі категорії розділу' })).toHaveAttribute('href', '/outercategory/yarn');

    await user.click(screen.getByRole('button', { name: /Меринос/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Меринос' })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Дропс Бебі Меринос' })).toHaveAttribute('href', '/outercategory/yarn/merino/DropsBabyMerino');
    expect(screen.getByRole('link', { name: 'Усі товари' })).toHaveAttribute('href', '/outercategory/yarn/merino/allgoods');

    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(screen.getByRole('heading', { name: 'Пряжа у мотках' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    await user.click(screen.getByRole('button', { name: /Спиці/ }));
    expect(screen.getByRole('link', { name: 'Кругові спиці' })).toHaveAttribute('href', '/catalog/needles/CircularNeedles');
  });

  it('closes after a link is followed, and on Escape with focus back on the burger', async () => {
    const { user } = renderWithProviders(<BurgerMenu menu={makeMenu()} />);
    const toggle = screen.getByRole('button', { name: 'Відкрити меню' });
    await user.click(toggle);
    await user.click(await screen.findByRole('link', { name: 'Оплата і доставка' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'Меню' })).not.toBeInTheDocument();

    await user.click(toggle);
    await screen.findByRole('heading', { name: 'Меню' });
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('shows a spinner while the catalogue loads and an error with retry when it fails', async () => {
    const loading = renderWithProviders(<BurgerMenu menu={makeMenu({ catalogs: undefined })} />);
    await loading.user.click(screen.getByRole('button', { name: 'Відкрити меню' }));
    await loading.user.click(await screen.findByRole('button', { name: /Каталог/ }));
    expect(screen.getByRole('status')).toBeInTheDocument();
    loading.unmount();

    const menu = makeMenu({ isError: true, catalogs: undefined });
    const { user } = renderWithProviders(<BurgerMenu menu={menu} />);
    await user.click(screen.getByRole('button', { name: 'Відкрити меню' }));
    await user.click(await screen.findByRole('button', { name: /Каталог/ }));
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Спробувати ще раз' }));
    expect(menu.retry).toHaveBeenCalled();
  });
});
