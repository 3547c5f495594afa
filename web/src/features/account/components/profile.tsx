import { FormattedMessage } from 'react-intl';
import { displayPhone } from '@domain/phone';
import { LinkButton } from '@/components/ui/link-button';
import { paths } from '@/config/paths';
import type { SessionUser } from '@/stores/session-store';
import styles from './profile.module.css';

/** The signed-in user's details on the user page, with the way to the profile page that edits them. */
export function Profile({ user }: { user: SessionUser }) {
  return (
    <section className={styles.profile} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.title}>
        <FormattedMessage id="account.profile" />
      </h2>
      <dl className={styles.list}>
        <dt>
          <FormattedMessage id="auth.username" />
        </dt>
        <dd>{user.name}</dd>
        <dt>
          <FormattedMessage id="account.realName" />
        </dt>
        <dd>{user.realName || <FormattedMessage id="account.phoneNotGiven" />}</dd>
        <dt>
          <FormattedMessage id="auth.email" />
        </dt>
        <dd>{user.email}</dd>
        <dt>
          <FormattedMessage id="auth.phone" />
        </dt>
        <dd>{user.phone ? displayPhone(user.phone) : <FormattedMessage id="account.phoneNotGiven" />}</dd>
      </dl>
      <LinkButton to={paths.userProfile.getHref()} textId="account.editProfile" look="secondary" className={styles.edit} />
    </section>
  );
}
