import { FormattedMessage } from 'react-intl';
import styles from './auth-forms.module.css';

/** A way to another view of the account panel: its text (a message key), and what it opens; absent when there is none. */
type FormLink = { textId: string; onClick: (() => void) | undefined };

/** The links under an account form (forgot password, sign up, back to login); nothing when none is offered. */
export function FormLinks({ links }: { links: FormLink[] }) {
  const shown = links.filter((link): link is { textId: string; onClick: () => void } => link.onClick !== undefined);
  if (shown.length === 0) return null;
  return (
    <div className={styles.links}>
      {shown.map((link) => (
        <button key={link.textId} type="button" className={styles.linkButton} onClick={link.onClick}>
          <FormattedMessage id={link.textId} />
        </button>
      ))}
    </div>
  );
}
