import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MainPageImage } from '../../api/get-main-page-images';
import { MainCarousel } from '../main-carousel';

let slides: MainPageImage[] | Error = [];

vi.mock('../../api/get-main-page-images', () => ({
  useMainPageImages: () =>
    useQuery({
      queryKey: ['mainPageImages'],
      queryFn: async () => {
        if (slides instanceof Error) throw slides;
        return slides;
      },
    }),
}));

// jsdom's document has usually loaded before a test starts; a test that needs it still loading says so.
const readyState = () => vi.spyOn(document, 'readyState', 'get');
const sources = (container: HTMLElement) => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
const NO_TEXT = { ua: '', en: '' };
const image = (n: number): MainPageImage => ({ id: `b${n}`, mainImage: `/img/${n}.jpg`, mainImageBlured: `/img/${n}-blur.jpg`, order: n, title: NO_TEXT, subtitle: NO_TEXT, link: null, showFromMs: null, showUntilMs: null });

describe('MainCarousel', () => {
  it('slides by 100 % steps; back appears only after the first slide, on disappears at the last', async () => {
    slides = [image(0), image(1), image(2)];
    const { user } = renderWithProviders(<MainCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Головні пропозиції' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const track = carousel.firstElementChild as HTMLElement;
    expect(track.style.transform).toBe('translateX(-0%)');
    expect(screen.queryByRole('button', { name: 'Попередній слайд' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(track.style.transform).toBe('translateX(-100%)');
    expect(screen.getByRole('button', { name: 'Попередній слайд' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(track.style.transform).toBe('translateX(-200%)');
    expect(screen.queryByRole('button', { name: 'Наступний слайд' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Попередній слайд' }));
    expect(track.style.transform).toBe('translateX(-100%)');
  });

  it('answers the arrow keys and hides the slides out of view', async () => {
    slides = [image(0), image(1)];
    const { user } = renderWithProviders(<MainCarousel />);
    await user.click(await screen.findByRole('button', { name: 'Наступний слайд' }));
    // The arrow that vanished at the last slide handed the focus to the other one.
    expect(screen.getByRole('button', { name: 'Попередній слайд' })).toHaveFocus();
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups[0]).toHaveAttribute('aria-hidden', 'true');
    expect(groups[1]).toHaveAttribute('aria-label', '2 / 2');
    expect(groups[1]).toHaveAttribute('aria-hidden', 'false');
    await user.keyboard('{ArrowLeft}');
    expect(groups[0]).toHaveAttribute('aria-hidden', 'false');
  });

  it('puts the blurred copy behind the slide and the sharp picture over it, asked for first', async () => {
    slides = [image(0)];
    renderWithProviders(<MainCarousel />);
    const slide = await screen.findByRole('group');
    const [backdrop, picture] = slide.querySelectorAll('img');
    expect(backdrop).toHaveAttribute('src', '/img/0-blur.jpg');
    expect(backdrop).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('src', '/img/0.jpg');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the sharp picture alone when there is no blurred copy', async () => {
    slides = [{ ...image(0), mainImageBlured: null }];
    renderWithProviders(<MainCarousel />);
    const slide = await screen.findByRole('group');
    expect(sources(slide)).toEqual(['/img/0.jpg']);
  });

  describe('before the window load event', () => {
    it("shows the current slide's pictures only, and the others' once the page has loaded", async () => {
      const state = readyState().mockReturnValue('loading');
      slides = [image(0), image(1), image(2)];
      const { container } = renderWithProviders(<MainCarousel />);
      await screen.findAllByRole('group', { hidden: true });
      expect(sources(container)).toEqual(['/img/0-blur.jpg', '/img/0.jpg']);

      state.mockReturnValue('complete');
      act(() => window.dispatchEvent(new Event('load')));
      expect(sources(container)).toEqual(['/img/0-blur.jpg', '/img/0.jpg', '/img/1-blur.jpg', '/img/1.jpg', '/img/2-blur.jpg', '/img/2.jpg']);
      expect(container.querySelector('img[src="/img/0.jpg"]')).toHaveAttribute('fetchpriority', 'high');
      expect(container.querySelector('img[src="/img/1.jpg"]')).toHaveAttribute('fetchpriority', 'auto');
    });

    it('shows the pictures of the slide moved to', async () => {
      readyState().mockReturnValue('loading');
      slides = [image(0), image(1), image(2)];
      const { container, user } = renderWithProviders(<MainCarousel />);
      await user.click(await screen.findByRole('button', { name: 'Наступний слайд' }));
      expect(sources(container)).toEqual(['/img/1-blur.jpg', '/img/1.jpg']);
      expect(container.querySelector('img[src="/img/1.jpg"]')).toHaveAttribute('fetchpriority', 'high');
    });
  });

  it("shows every slide's pictures at once when the page has already loaded", async () => {
    readyState().mockReturnValue('complete');
    slides = [image(0), image(1)];
    const { container } = renderWithProviders(<MainCarousel />);
    await screen.findAllByRole('group', { hidden: true });
    expect(sources(container)).toEqual(['/img/0-blur.jpg', '/img/0.jpg', '/img/1-blur.jpg', '/img/1.jpg']);
  });

  it('shows nothing without slides and a message when they fail to load', async () => {
    slides = [];
    const empty = renderWithProviders(<MainCarousel />);
    await waitFor(() => expect(empty.container.querySelector('[aria-busy]')).toBeNull());
    expect(empty.container).toBeEmptyDOMElement();
    empty.unmount();

    slides = new Error('offline');
    renderWithProviders(<MainCarousel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не вдалося завантажити банери.');
  });

  it('puts the slide’s words in the page’s language over the picture, and makes the slide its link', async () => {
    const words = { title: { ua: 'Знижки до 50%', en: 'Up to 50% off' }, subtitle: { ua: 'Шукайте позначку', en: 'Look for the badge' } };
    slides = [{ ...image(0), ...words, link: '/goods/discountgoods' }, { ...image(1), ...words, link: 'https://www.instagram.com/yarnshop' }];
    const uk = renderWithProviders(<MainCarousel />);
    const link = await screen.findByRole('link', { name: /Знижки до 50%/ });
    expect(link).toHaveAttribute('href', '/goods/discountgoods');
    expect(link).toHaveTextContent('Шукайте позначку');
    expect(screen.queryByText('Up to 50% off')).not.toBeInTheDocument();
    expect(uk.container.querySelector('a[href="https://www.instagram.com/yarnshop"]')).toHaveAttribute('rel', 'noopener');
    uk.unmount();

    renderWithProviders(<MainCarousel />, { language: 'en' });
    expect(await screen.findByRole('link', { name: /Up to 50% off/ })).toHaveTextContent('Look for the badge');
  });
});
