import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ImageField } from './image-field';
import { movedPicture } from '../utils/move-picture';
import styles from './admin.module.css';
import own from './extra-images.module.css';

interface ExtraImagesProps {
  images: string[];
  onChange: (images: string[]) => void;
  onBusy: (busy: boolean) => void;
}

type Move = 'earlier' | 'later';

/**
 * The good's further pictures (up to 12), in the order the good page shows them after the main one:
 * each is uploaded as it is chosen, moved earlier or later by buttons (a keyboard works them as well
 * as a mouse), or removed.
 */
export function ExtraImages({ images, onChange, onBusy }: ExtraImagesProps) {
  const intl = useIntl();
  const t = (id: string, number: number) => intl.formatMessage({ id }, { number });
  const list = useRef<HTMLUListElement>(null);
  // The moved picture's button keeps the focus on its new place, or its other button at an end.
  const moved = useRef<{ url: string; move: Move } | null>(null);
  useEffect(() => {
    const last = moved.current;
    moved.current = null;
    if (!last) return;
    const item = [...(list.current?.children ?? [])].find((li) => li.getAttribute('data-url') === last.url);
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    (buttons.find((b) => b.dataset.move === last.move && !b.disabled) ?? buttons.find((b) => !b.disabled))?.focus();
  }, [images]);
  const move = (index: number, by: -1 | 1) => {
    onChange(movedPicture(images, index, by));
    moved.current = { url: images[index]!, move: by < 0 ? 'earlier' : 'later' };
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend>{intl.formatMessage({ id: 'adminCatalog.extraImages' })}</legend>
      <ul ref={list} className={own.pictures}>
        {images.map((url, index) => (
          <li key={url} data-url={url}>
            <img src={url} alt={t('adminCatalog.extraImage', index + 1)} width={64} height={64} />
            <button type="button" className={styles.linkButton} data-move="earlier" disabled={index === 0} onClick={() => move(index, -1)}>
              {t('adminCatalog.moveImageEarlier', index + 1)}
            </button>
            <button type="button" className={styles.linkButton} data-move="later" disabled={index === images.length - 1} onClick={() => move(index, 1)}>
              {t('adminCatalog.moveImageLater', index + 1)}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => onChange(images.filter((_, i) => i !== index))}>
              {t('adminCatalog.removeExtraImage', index + 1)}
            </button>
          </li>
        ))}
      </ul>
      {images.length < 12 && (
        <ImageField
          label={intl.formatMessage({ id: 'adminCatalog.addExtraImage' })}
          container="goods"
          value={null}
          onChange={(url) => url && !images.includes(url) && onChange([...images, url])}
          onBusy={onBusy}
        />
      )}
    </fieldset>
  );
}
