// The profile page's body (docs/product.md, "Profile"): details, email, password, saved places.
import type { SessionUser } from '@/stores/session-store';
import { DetailsForm } from './details-form';
import { EmailForm } from './email-form';
import { NewPasswordForm } from './new-password-form';
import { PlacesList } from './places-list';
import styles from './profile-page.module.css';

export function ProfileEditor({ user, onNewSession }: { user: SessionUser; onNewSession: (customToken: string) => Promise<void> }) {
  return (
    <div className={styles.sections}>
      <DetailsForm user={user} />
      <PlacesList places={user.savedPlaces ?? []} />
      <EmailForm email={user.email} />
      <NewPasswordForm onNewSession={onNewSession} />
    </div>
  );
}
