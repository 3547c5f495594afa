import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { uploadImage, type ImageContainer } from '../api/admin-calls';
import styles from './admin.module.css';

interface ImageFieldProps {
  label: string;
  container: ImageContainer;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is under way, so it is not sent with the old picture. */
  onBusy?: (busy: boolean) => void;
}

/** Uploads the chosen picture at once (POST /api/uploadimage) and keeps its URL. */
export function ImageField({ label, container, value, onChange, onBusy }: ImageFieldProps) {
  const intl = useIntl();
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, error: null });
    onBusy?.(true);
    try {
      const image = await uploadImage(file, container);
      onChange(image.data);
      setState({ busy: false, error: null });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      // docs/product.md, "Admin: goods": the server's message, then the fixed advice.
      setState({ busy: false, error: intl.formatMessage({ id: 'adminCatalog.imageNotAdded' }, { message }) });
    } finally {
      onBusy?.(false);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void upload(event.target.files?.[0])} />
      {state.busy && <span role="status">{intl.formatMessage({ id: 'adminCatalog.uploading' })}</span>}
      {state.error && (
        <span className={styles.fieldError} role="alert">
          {state.error}
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
