import styles from './form-error.module.css';

/** A form's outcome that is no one field's: what the server or an upload said, read out as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}
