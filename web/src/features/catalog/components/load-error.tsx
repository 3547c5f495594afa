import { FormattedMessage } from 'react-intl';
import buttonStyles from '@/components/ui/button.module.css';
import stateStyles from '@/styles/states.module.css';

/** A failed read: what failed, and a way to try again. */
export function LoadError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className={stateStyles.muted} role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <button type="button" className={buttonStyles.primary} onClick={onRetry}>
        <FormattedMessage id="retry" />
      </button>
    </div>
  );
}
