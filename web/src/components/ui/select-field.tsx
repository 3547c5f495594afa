import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormField, splitFrame, type FieldFrameProps } from './form-field';
import styles from './form-field.module.css';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> &
  FieldFrameProps & {
    value: string;
    onValue: (value: string) => void;
    children: ReactNode;
  };

/** A labelled select whose hint and error are announced with it. */
export function SelectField(props: SelectProps) {
  const [frame, { onValue, children, ...select }] = splitFrame(props);
  return (
    <FormField {...frame}>
      {(control) => (
        <select className={styles.input} {...control} {...select} onChange={(event) => onValue(event.target.value)}>
          {children}
        </select>
      )}
    </FormField>
  );
}
