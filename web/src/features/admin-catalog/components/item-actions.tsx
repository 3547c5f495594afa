import type { ReactNode } from 'react';
import { useText } from '@/hooks/use-text';
import { RemoveButton } from './remove-button';
import styles from './admin.module.css';

interface ItemActionsProps {
  /** What the buttons' names say they act on. */
  name: string;
  onEdit: () => void;
  /** The remove button's accessible name, when it is not "Remove {name}". */
  removeLabel?: string;
  removeQuestion: string;
  remove: () => Promise<unknown>;
  /** More buttons between change and remove. */
  children?: ReactNode;
  className?: string;
}

/** A listed item's change and remove buttons, each naming the item. */
export function ItemActions({ name, onEdit, removeLabel, removeQuestion, remove, children, className = styles.itemActions }: ItemActionsProps) {
  const t = useText();
  return (
    <span className={className}>
      <button type="button" className={styles.secondarySmall} onClick={onEdit}>
        {t('adminCatalog.changeNamed', { name })}
      </button>
      {children}
      <RemoveButton label={removeLabel ?? t('adminCatalog.removeNamed', { name })} question={removeQuestion} remove={remove} />
    </span>
  );
}
