// The one labelled-control shell: the label, an optional hint, the control and its error, tied
// together with aria-describedby and aria-invalid so that a screen reader says them with the control.
import { useId, type ReactNode } from 'react';
import styles from './form-field.module.css';

/** What the shell gives its control: the id the label points at, and the attributes that tie hint and error to it. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** The problem with the value (translated); marks the control invalid. */
  error?: ReactNode;
  /** What the value should be (translated), said with the control. */
  hint?: ReactNode;
  /** Shows a visual " *" after the label (screen readers hear the control's own `required`). */
  requiredMark?: boolean;
  /** 'alert' where the error should be read out as it appears. */
  errorRole?: 'alert';
  /** Put the hint between the label and the control. */
  hintAbove?: boolean;
  /** More ids the control is described by (a status line of its own). */
  describedBy?: string;
  /** A look of the caller's own for the shell (its grid or row) instead of the stacked field; the control's own `className` is the control's. */
  fieldClassName?: string;
}

const FRAME_KEYS = ['label', 'error', 'hint', 'requiredMark', 'errorRole', 'hintAbove', 'describedBy', 'fieldClassName'] as const;

/** Parts a field's props into the shell's and the control's. */
export function splitFrame<P extends FieldFrameProps>(props: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  const control: Record<string, unknown> = { ...(props as object) };
  const frame: Record<string, unknown> = {};
  for (const key of FRAME_KEYS) {
    frame[key] = control[key];
    delete control[key];
  }
  return [frame as unknown as FieldFrameProps, control as Omit<P, keyof FieldFrameProps>];
}

export function FormField(props: FieldFrameProps & { children: (control: FieldControlProps) => ReactNode; after?: ReactNode }) {
  const { label, error, hint, requiredMark, errorRole, hintAbove, describedBy, fieldClassName = styles.field, children, after } = props;
  const id = useId();
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described = [hint ? `${id}-hint` : '', hasError ? `${id}-error` : '', describedBy ?? ''].filter(Boolean).join(' ');
  const hintLine = hint ? (
    <span id={`${id}-hint`} className={styles.hint}>
      {hint}
    </span>
  ) : null;
  return (
    <div className={fieldClassName}>
      <label htmlFor={id}>
        {label}
        {requiredMark && <span aria-hidden="true"> *</span>}
      </label>
      {hintAbove && hintLine}
      {children({ id, 'aria-invalid': hasError ? true : undefined, 'aria-describedby': described || undefined })}
      {!hintAbove && hintLine}
      {after}
      {hasError && (
        <span id={`${id}-error`} className={styles.problem} role={errorRole}>
          {error}
        </span>
      )}
    </div>
  );
}
