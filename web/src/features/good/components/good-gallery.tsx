import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { GoodBadges } from '@/components/good-card/good-badges';
import { GoodImage } from '@/components/good-card/good-image';
import type { Good } from '@/types/good';
import { galleryPictures, pictureStep } from '../utils/gallery-pictures';
import { PictureZoom } from './picture-zoom';
import styles from './good-gallery.module.css';

interface GoodGalleryProps {
  good: Good;
  title: string;
}

/**
 * Every picture of a good: a strip that snaps picture by picture (a swipe on a phone), thumbnails
 * that choose one (arrow keys step between them), and a zoom of the largest stored width. Only the
 * first picture loads at once; the others, the thumbnails and the zoom wait their turn.
 */
export function GoodGallery({ good, title }: GoodGalleryProps) {
  const intl = useIntl();
  const pictures = galleryPictures(good);
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState<number | null>(null);
  // The other slides' pictures are asked for once the shopper reaches for the gallery (a touch, the
  // pointer over it, the focus in it): loaded with the page they would cost a phone some 90 kB it may
  // never show, lazy or not, since Chromium loads pictures in a scroller ahead of the scroll.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  // The picture the zoom was closed on: it gets the focus once the dialog has given the focus back.
  const closedOn = useRef<number | null>(null);
  const strip = useRef<HTMLUListElement>(null);
  const thumbs = useRef<HTMLUListElement>(null);
  const count = pictures.length;
  const label = (index: number) => intl.formatMessage({ id: 'goodPicture' }, { number: index + 1, count });

  // Instant: a smooth scroll would report the pictures it passes on the way and move the choice back.
  const show = (index: number) => {
    setShown(index);
    strip.current?.scrollTo({ left: index * strip.current.clientWidth, behavior: 'instant' });
  };
  // A swipe or a trackpad scroll settles on a picture: the thumbnails follow it.
  const onScroll = () => {
    engage();
    const track = strip.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(track.scrollLeft / track.clientWidth);
    if (index !== shown && index >= 0 && index < count) setShown(index);
  };
  useEffect(() => {
    const index = closedOn.current;
    if (zoomed !== null || index === null) return;
    closedOn.current = null;
    strip.current?.querySelectorAll('button')[index]?.focus({ preventScroll: true });
    strip.current?.scrollTo({ left: index * strip.current.clientWidth, behavior: 'instant' });
  }, [zoomed]);
  const onThumbKey = (event: KeyboardEvent) => {
    const next = pictureStep(event.key, shown, count);
    if (next === null) return;
    event.preventDefault();
    show(next);
    thumbs.current?.querySelectorAll('button')[next]?.focus();
  };

  if (count === 0) {
    return (
      <div className={styles.viewer}>
        <GoodImage src={null} alt={title} width={540} height={548} eager />
        <GoodBadges good={good} className={styles.badges} />
      </div>
    );
  }
  return (
    <div className={styles.gallery} onPointerEnter={engage} onPointerDown={engage} onTouchStart={engage} onFocus={engage}>
      <div className={styles.viewer}>
        <ul ref={strip} className={styles.strip} onScroll={onScroll} aria-label={intl.formatMessage({ id: 'goodImages' })}>
          {pictures.map((src, index) => (
            <li key={src} className={styles.slide}>
              <button
                type="button"
                className={styles.zoomButton}
                tabIndex={index === shown ? 0 : -1}
                onClick={() => setZoomed(index)}
                aria-label={intl.formatMessage({ id: 'goodPictureZoom' }, { picture: label(index) })}
              >
                {index === 0 || engaged ? (
                  <GoodImage
                    src={src}
                    alt={index === 0 ? title : `${title}, ${label(index)}`}
                    width={540}
                    height={548}
                    sizes="(max-width: 799px) 100vw, 540px"
                    eager={index === 0}
                  />
                ) : (
                  <span className={styles.waiting} />
                )}
              </button>
            </li>
          ))}
        </ul>
        <GoodBadges good={good} className={styles.badges} />
      </div>
      {count > 1 && (
        <ul ref={thumbs} className={styles.thumbs} aria-label={intl.formatMessage({ id: 'goodPictureChoice' })} onKeyDown={onThumbKey}>
          {pictures.map((src, index) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={index === shown || undefined}
                tabIndex={index === shown ? 0 : -1}
                aria-label={label(index)}
                onClick={() => show(index)}
              >
                {/* The container's base width (270) is the smallest stored: no srcset for a 64 px thumbnail. */}
                <img src={src} alt="" width={64} height={65} loading="lazy" fetchPriority="low" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoomed !== null && (
        <PictureZoom
          pictures={pictures}
          index={zoomed}
          title={title}
          label={label}
          onStep={setZoomed}
          onClose={() => {
            closedOn.current = zoomed;
            setShown(zoomed);
            setZoomed(null);
          }}
        />
      )}
    </div>
  );
}
