import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ImageContainer } from '../api/admin-calls';
import { useImageUpload } from '../hooks/use-image-upload';
import styles from './admin.module.css';

interface ImageFieldProps {
  label: string;
  container: ImageContainer;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is under way, so it is not sent with the old picture. */
  onBusy?: (busy: boolean) => void;
}

/** Uploads the chosen picture at once and keeps its URL. */
export function ImageField({ label, container, value, onChange, onBusy }: ImageFieldProps) {
  const intl = useIntl();
  const id = useId();
  const image = useImageUpload(container, onBusy);

  const upload = async (file: File | undefined) => {
    const url = file && (await image.upload(file));
    if (url) onChange(url);
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void upload(event.target.files?.[0])} />
      {image.busy && <span role="status">{intl.formatMessage({ id: 'adminCatalog.uploading' })}</span>}
      {image.error && (
        <span className={styles.fieldError} role="alert">
          {image.error}
        </span>
      )}
      {value && (
        <span className={styles.preview}>
          <img src={value} alt={intl.formatMessage({ id: 'adminCatalog.chosenImage' })} width={80} height={80} />
          <button type="button" className={styles.linkButton} onClick={() => onChange(null)}>
            {intl.formatMessage({ id: 'adminCatalog.removeImage' })}
          </button>
        </span>
      )}
    </div>
  );
}
