import type { ChangeEvent, InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FormField, splitFrame, type FieldFrameProps } from './form-field';
import styles from './form-field.module.css';

interface ValueProps<E> {
  onChange?: (event: ChangeEvent<E>) => void;
  /** The new text, for callers that want the value rather than the event. */
  onValue?: (value: string) => void;
}

/** One change handler that serves both the event's and the value's callers. */
function changeHandler<E extends HTMLInputElement | HTMLTextAreaElement>({ onChange, onValue }: ValueProps<E>) {
  return (event: ChangeEvent<E>) => {
    onChange?.(event);
    onValue?.(event.target.value);
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldFrameProps & ValueProps<HTMLInputElement>;

/** A labelled text input whose hint and error are announced with it. */
export function TextField(props: InputProps) {
  const [frame, { onChange, onValue, ...input }] = splitFrame(props);
  return (
    <FormField {...frame}>{(control) => <input className={styles.input} {...control} {...input} onChange={changeHandler({ onChange, onValue })} />}</FormField>
  );
}

type AreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldFrameProps & ValueProps<HTMLTextAreaElement>;

/** The same for several lines of text. */
export function TextAreaField(props: AreaProps) {
  const [frame, { onChange, onValue, ...area }] = splitFrame(props);
  return (
    <FormField {...frame}>{(control) => <textarea className={styles.input} {...control} {...area} onChange={changeHandler({ onChange, onValue })} />}</FormField>
  );
}
