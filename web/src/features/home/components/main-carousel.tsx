import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { imageSrcSet } from '@domain/image-sizes';
import { isShopPath, type SlideDates, type SlideWords } from '@domain/slide';
import { useLanguage } from '@/lib/i18n/language-context';
import { localize } from '@/utils/localize';
import { AdminSlot } from '@/components/admin-slot/admin-slot';
import { usePageLoaded } from '@/hooks/use-page-loaded';
import { useIsAdmin } from '@/stores/session-store';
import { useMainPageImages, type MainPageImage } from '../api/get-main-page-images';
import { carouselButtons, clampSlide } from '../utils/carousel';
import styles from './main-carousel.module.css';

type SlideProps = {
  image: MainPageImage;
  index: number;
  count: number;
  current: boolean;
  /** Whether the pictures are in the page yet (see `warm` in MainCarousel). */
  pictures: boolean;
};

/** The whole slide leads to its link: a shop path moves inside the SPA, another site opens as a plain link. */
function SlideLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return children;
  if (isShopPath(link)) return <Link className={styles.slideLink} to={link}>{children}</Link>;
  return <a className={styles.slideLink} href={link} rel="noopener">{children}</a>;
}

function Slide({ image, index, count, current, pictures }: SlideProps) {
  const intl = useIntl();
  const language = useLanguage();
  const title = localize(image.title, language);
  const subtitle = localize(image.subtitle, language);
  return (
    <div
      className={styles.slide}
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'carouselSlide' })}
      aria-label={`${index + 1} / ${count}`}
      aria-hidden={!current}
      inert={!current}
    >
      <SlideLink link={image.link}>
        {pictures && image.mainImageBlured && (
          <img
            className={styles.backdrop}
            src={image.mainImageBlured}
            alt=""
            // The blurred copy is as large on the screen as the picture: it is a largest paint too.
            fetchPriority={current ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {pictures && (
          <img
            className={styles.image}
            src={image.mainImage}
            srcSet={imageSrcSet(image.mainImage)}
            sizes="(max-width: 1800px) 100vw, 1800px"
            // With its words as text over it, the picture is decoration.
            alt={title ? '' : intl.formatMessage({ id: 'homeBannerAlt' })}
            width={1800}
            height={720}
            fetchPriority={current ? 'high' : 'auto'}
            decoding="async"
          />
        )}
        {(title || subtitle) && (
          <div className={styles.caption}>
            {title && <p className={styles.captionTitle}>{title}</p>}
            {subtitle && <p className={styles.captionSubtitle}>{subtitle}</p>}
          </div>
        )}
      </SlideLink>
    </div>
  );
}

/** What the ADMIN's carousel control edits of the shown slide. */
function slideWords(image: MainPageImage | undefined): SlideWords | null {
  return image ? { title: image.title, subtitle: image.subtitle, link: image.link } : null;
}

const slideDates = (image: MainPageImage | undefined): SlideDates | null => (image ? { showFromMs: image.showFromMs, showUntilMs: image.showUntilMs } : null);

/** The main-page carousel (docs/product.md, "Home page"): 100 % steps, 1 s, the blurred copy behind. */
export function MainCarousel() {
  const intl = useIntl();
  const trackId = useId();
  // The ADMIN sees the slides outside their dates too, to edit them.
  const images = useMainPageImages(useIsAdmin());
  const [wanted, setWanted] = useState(0);
  // The other slides' pictures wait for the page's load event: on a phone's connection nine more
  // banners would share the bandwidth with the one on the screen (the page's largest paint).
  // loading="lazy" does not hold them back: a slide beside the screen counts as near enough.
  const warm = usePageLoaded();
  // An arrow that disappears under the focus (first or last slide) hands the focus to the other.
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    (focusNext.current === 'previous' ? previousRef : nextRef).current?.focus();
    focusNext.current = null;
  });

  if (images.isPending) return <div className={styles.carousel} aria-busy="true" />;
  if (images.isError) {
    return (
      <p className={styles.error} role="alert">
        <FormattedMessage id="carouselLoadError" />
      </p>
    );
  }
  const count = images.data.length;
  if (count === 0) return <AdminSlot name="carousel" imageIds={[]} current={0} words={null} dates={null} />;

  const index = clampSlide(wanted, count);
  const buttons = carouselButtons(index, count);
  const go = (next: number) => {
    const target = clampSlide(next, count);
    const after = carouselButtons(target, count);
    const focused = document.activeElement;
    if (focused === nextRef.current && !after.next) focusNext.current = 'previous';
    if (focused === previousRef.current && !after.previous) focusNext.current = 'next';
    setWanted(target);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
      <section
        className={styles.carousel}
        aria-roledescription="carousel"
        aria-label={intl.formatMessage({ id: 'homeCarousel' })}
        onKeyDown={onKeyDown}
      >
        <div id={trackId} className={styles.track} style={{ transform: `translateX(-${index * 100}%)` }} aria-live="polite">
          {images.data.map((image, i) => (
            <Slide
              key={image.id}
              image={image}
              index={i}
              count={count}
              current={i === index}
              pictures={warm || i === index}
            />
          ))}
        </div>
        {buttons.previous && (
          <button ref={previousRef} type="button" className={`${styles.arrow} ${styles.previous}`} aria-controls={trackId} aria-label={intl.formatMessage({ id: 'carouselPrevious' })} onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
        )}
        {buttons.next && (
          <button ref={nextRef} type="button" className={`${styles.arrow} ${styles.next}`} aria-controls={trackId} aria-label={intl.formatMessage({ id: 'carouselNext' })} onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        )}
      </section>
      <AdminSlot name="carousel" imageIds={images.data.map((image) => image.id)} current={index} words={slideWords(images.data[index])} dates={slideDates(images.data[index])} />
    </>
  );
}
