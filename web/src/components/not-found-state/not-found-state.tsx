import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import buttonStyles from '@/components/ui/button.module.css';
import { paths } from '@/config/paths';
import styles from './not-found-state.module.css';

/** An unknown category or good: says so clearly and leads home (the URL itself stays valid). */
export function NotFoundState({ titleId, descriptionId }: { titleId: string; descriptionId: string }) {
  return (
    <div className={styles.state}>
      <h1 className={styles.title}>
        <FormattedMessage id={titleId} />
      </h1>
      <p className={styles.text}>
        <FormattedMessage id={descriptionId} />
      </p>
      <Link to={paths.home.getHref()} className={buttonStyles.primary}>
        <FormattedMessage id="goToMainPage" />
      </Link>
    </div>
  );
}
