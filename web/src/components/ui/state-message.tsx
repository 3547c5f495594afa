import { FormattedMessage } from 'react-intl';
import stateStyles from '@/styles/states.module.css';
import buttonStyles from './button.module.css';

interface StateMessageProps {
  /** Message key of what happened: a failed read, nothing found. */
  messageId: string;
  /** The way on: the button's text (a message key), what it does, and its look. */
  action?: { textId: string; onClick: () => void; look?: 'primary' | 'secondary' };
  /** Read out as it appears (a failure). */
  alert?: boolean;
  className?: string;
}

/** What a page or a part of it shows instead of its content, and a way on. */
export function StateMessage({ messageId, action, alert = false, className = stateStyles.muted }: StateMessageProps) {
  return (
    <div className={className} role={alert ? 'alert' : undefined}>
      <p>
        <FormattedMessage id={messageId} />
      </p>
      {action && (
        <button type="button" className={buttonStyles[action.look ?? 'primary']} onClick={action.onClick}>
          <FormattedMessage id={action.textId} />
        </button>
      )}
    </div>
  );
}

/** A failed read, with a way to try again. */
export function LoadError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return <StateMessage messageId={messageId} action={{ textId: 'retry', onClick: onRetry }} alert />;
}
