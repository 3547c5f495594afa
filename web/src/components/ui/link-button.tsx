import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './button.module.css';

interface LinkButtonProps {
  to: string;
  /** Message key of the link's text. */
  textId: string;
  look?: 'primary' | 'secondary';
  className?: string;
  onClick?: () => void;
}

/** A link to another page of the shop that looks like a button: the way on after a page's outcome. */
export function LinkButton({ to, textId, look = 'primary', className, onClick }: LinkButtonProps) {
  return (
    <Link to={to} className={className ? `${styles[look]} ${className}` : styles[look]} {...(onClick ? { onClick } : {})}>
      <FormattedMessage id={textId} />
    </Link>
  );
}
