import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { largestImageUrl } from '@domain/image-sizes';
import { Dialog } from '@/components/ui/dialog';
import { pictureStep } from '../utils/gallery-pictures';
import styles from './good-gallery.module.css';

interface PictureZoomProps {
  pictures: string[];
  index: number;
  title: string;
  label: (index: number) => string;
  onStep: (index: number) => void;
  onClose: () => void;
}

/**
 * One picture at the largest width the store keeps, asked for only now. "Closer" doubles it around
 * the point clicked, to show the fibre; arrows step between pictures, Escape closes.
 */
export function PictureZoom({ pictures, index, title, label, onStep, onClose }: PictureZoomProps) {
  const intl = useIntl();
  const [closer, setCloser] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const src = pictures[index]!;
  const count = pictures.length;

  const step = (next: number) => {
    setCloser(false);
    onStep(next);
  };
  // On the document: the panel itself, a button or nothing (a button just disabled) may hold the focus.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const next = pictureStep(event.key, index, count);
      if (next === null || next === index) return;
      event.preventDefault();
      setCloser(false);
      onStep(next);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, count, onStep]);
  // Magnifies around the point clicked: the frame scrolls so that point stays under the pointer.
  const onPictureClick = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const [x, y] = [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height];
    const magnify = !closer;
    setCloser(magnify);
    requestAnimationFrame(() => {
      const view = frame.current;
      if (view && magnify) view.scrollTo({ left: x * view.scrollWidth - view.clientWidth / 2, top: y * view.scrollHeight - view.clientHeight / 2 });
    });
  };

  return (
    <Dialog title={`${title}: ${label(index)}`} onClose={onClose} size="wide" initialFocus="panel">
      <div className={styles.zoom}>
        <div ref={frame} className={closer ? `${styles.zoomFrame} ${styles.closer}` : styles.zoomFrame}>
          <img key={src} src={largestImageUrl(src) ?? src} alt={`${title}, ${label(index)}`} width={810} height={822} onClick={onPictureClick} />
        </div>
        <div className={styles.zoomControls}>
          <button type="button" className={styles.zoomControl} onClick={() => step(index - 1)} disabled={index === 0}>
            {intl.formatMessage({ id: 'goodPicturePrevious' })}
          </button>
          <button type="button" className={styles.zoomControl} aria-pressed={closer} onClick={() => setCloser(!closer)}>
            {intl.formatMessage({ id: 'goodPictureCloser' })}
          </button>
          <button type="button" className={styles.zoomControl} onClick={() => step(index + 1)} disabled={index === count - 1}>
            {intl.formatMessage({ id: 'goodPictureNext' })}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
