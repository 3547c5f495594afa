import { FormattedMessage } from 'react-intl';
import buttonStyles from './button.module.css';

interface RetryLineProps {
  /** Message key of what failed. */
  messageId: string;
  onRetry: () => void;
  className?: string;
  buttonClassName?: string;
  /** Message key of the button, where a screen words it its own way. */
  retryId?: string;
}

/** A failure said in one line, read out as it appears, with "try again" beside it. */
export function RetryLine({ messageId, onRetry, className, buttonClassName = buttonStyles.secondary, retryId = 'retry' }: RetryLineProps) {
  return (
    <p role="alert" className={className}>
      <FormattedMessage id={messageId} />{' '}
      <button type="button" className={buttonClassName} onClick={onRetry}>
        <FormattedMessage id={retryId} />
      </button>
    </p>
  );
}
