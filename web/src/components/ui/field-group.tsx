import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './form-field.module.css';

interface FieldGroupProps {
  /** Message key of the group's title (its legend). */
  legendId: string;
  /** A look of the form's own instead of the framed group. */
  className?: string;
  legendClassName?: string;
  children: ReactNode;
}

/** A fieldset named by its translated legend. */
export function FieldGroup({ legendId, className = styles.group, legendClassName, children }: FieldGroupProps) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>
        <FormattedMessage id={legendId} />
      </legend>
      {children}
    </fieldset>
  );
}
