import { useIntl } from 'react-intl';
import { ImageField } from './image-field';
import styles from './admin.module.css';

interface ExtraImagesProps {
  images: string[];
  onChange: (images: string[]) => void;
  onBusy: (busy: boolean) => void;
}

/** The good's further pictures (up to 12): each is uploaded as it is chosen. */
export function ExtraImages({ images, onChange, onBusy }: ExtraImagesProps) {
  const intl = useIntl();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{intl.formatMessage({ id: 'adminCatalog.extraImages' })}</legend>
      <ul className={styles.thumbs}>
        {images.map((url, index) => (
          <li key={url}>
            <img src={url} alt={intl.formatMessage({ id: 'adminCatalog.extraImage' }, { number: index + 1 })} width={64} height={64} />
            <button type="button" className={styles.linkButton} onClick={() => onChange(images.filter((_, i) => i !== index))}>
              {intl.formatMessage({ id: 'adminCatalog.removeExtraImage' }, { number: index + 1 })}
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
