import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { MainPageImage } from '../../api/get-main-page-images';
import { useFirstPicture } from '@/stores/first-picture-store';
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

const image = (n: number): MainPageImage => ({ id: `b${n}`, mainImage: `/img/${n}.jpg`, mainImageBlured: `/img/${n}-blur.jpg`, order: n });

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

  it('puts the blurred copy behind each slide, and asks for the sharp picture once the copy is in', async () => {
    slides = [image(0)];
    renderWithProviders(<MainCarousel />);
    const slide = await screen.findByRole('group');
    const backdrop = slide.querySelector('img');
    expect(backdrop).toHaveAttribute('src', '/img/0-blur.jpg');
    expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    expect(slide.querySelectorAll('img')).toHaveLength(1);

    fireEvent.load(backdrop!);
    const [, picture] = slide.querySelectorAll('img');
    expect(picture).toHaveAttribute('src', '/img/0.jpg');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the sharp picture when the blurred copy fails, or when there is none', async () => {
    slides = [image(0), { ...image(1), mainImageBlured: null }];
    const { container, user } = renderWithProviders(<MainCarousel />);
    await screen.findAllByRole('group', { hidden: true });
    fireEvent.error(container.querySelector('img[src="/img/0-blur.jpg"]')!);
    expect(container.querySelector('img[src="/img/0.jpg"]')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Наступний слайд' }));
    expect(container.querySelector('img[src="/img/1.jpg"]')).toBeInTheDocument();
  });

  it('loads the other slides only after the first picture has arrived, so they do not slow it', async () => {
    slides = [image(0), image(1), image(2)];
    const { container } = renderWithProviders(<MainCarousel />);
    await screen.findAllByRole('group', { hidden: true });
    const sources = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    fireEvent.load(container.querySelector('img[src="/img/0-blur.jpg"]')!);
    expect(sources()).toEqual(['/img/0-blur.jpg', '/img/0.jpg']);
    expect(container.querySelector('img[src="/img/0.jpg"]')).toHaveAttribute('fetchpriority', 'high');

    fireEvent.load(container.querySelector('img[src="/img/0.jpg"]')!);
    expect(sources()).toEqual(['/img/0-blur.jpg', '/img/0.jpg', '/img/1-blur.jpg', '/img/2-blur.jpg']);
  });

  it('shows the slide moved to even before the first picture has arrived', async () => {
    slides = [image(0), image(1)];
    const { user, container } = renderWithProviders(<MainCarousel />);
    await user.click(await screen.findByRole('button', { name: 'Наступний слайд' }));
    fireEvent.load(container.querySelector('img[src="/img/1-blur.jpg"]')!);
    expect(container.querySelector('img[src="/img/1.jpg"]')).toBeInTheDocument();
  });

  it('tells the strip below when the first picture has settled, or at once when there is none', async () => {
    slides = [image(0)];
    useFirstPicture.setState({ settled: false });
    const { container, unmount } = renderWithProviders(<MainCarousel />);
    await screen.findByRole('group');
    fireEvent.load(container.querySelector('img[src="/img/0-blur.jpg"]')!);
    expect(useFirstPicture.getState().settled).toBe(false);
    fireEvent.error(container.querySelector('img[src="/img/0.jpg"]')!);
    expect(useFirstPicture.getState().settled).toBe(true);
    unmount();

    for (const none of [[], new Error('offline')]) {
      slides = none;
      useFirstPicture.setState({ settled: false });
      const view = renderWithProviders(<MainCarousel />);
      await waitFor(() => expect(useFirstPicture.getState().settled).toBe(true));
      view.unmount();
    }
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
});
