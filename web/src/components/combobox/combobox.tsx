// A type-ahead after the WAI-ARIA combobox pattern (list autocomplete): the input keeps focus,
// arrows move through the options (aria-activedescendant), Enter chooses, Escape closes, and a
// polite status line says whether it is searching, found nothing, failed or how many it found.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormField } from '../ui/form-field';
import type { LookupState } from './lookup-state';
import fieldStyles from '../ui/form-field.module.css';
import styles from './combobox.module.css';

export interface ComboboxOption {
  id: string;
  /** What the option says; also the input's text once chosen. */
  label: string;
  detail?: ReactNode;
  /** Shown but not choosable (a locker too small for the parcel). */
  disabled?: boolean;
}

interface ComboboxProps<T> {
  label: string;
  text: string;
  onText: (text: string) => void;
  /** What the lookup found, each shown as the option `optionOf` makes of it. */
  items: readonly T[];
  optionOf: (item: T) => ComboboxOption;
  onChoose: (item: T) => void;
  state: LookupState;
  emptyKey: string;
  /** Said when the lookup fails; names the carrier whose list could not be read. */
  failedKey?: string;
  problem?: string | undefined;
  hint?: string;
  disabled?: boolean;
  required?: boolean;
}

export function Combobox<T>(props: ComboboxProps<T>) {
  const { label, text, onText, items, optionOf, onChoose, state, emptyKey, failedKey = 'checkout.npLookupFailed', problem, hint, disabled, required } = props;
  const id = useId();
  const options = items.map(optionOf);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && state === 'ready' && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (i: number) => {
    const option = options[i];
    if (!option || option.disabled) return;
    onChoose(items[i] as T);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (options.length === 0 ? -1 : (i + step + options.length) % options.length));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const list = (
    <>
      <ul id={`${id}-list`} role="listbox" aria-label={text} className={styles.list} hidden={!expanded}>
        {options.map((option, i) => (
          <li
            key={option.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            aria-disabled={option.disabled || undefined}
            className={styles.option}
            // mousedown, not click: the input's blur would close the list first
            onMouseDown={(e) => {
              e.preventDefault();
              choose(i);
            }}
          >
            <span className={styles.label}>{option.label}</span>
            {option.detail && <span className={styles.detail}>{option.detail}</span>}
          </li>
        ))}
      </ul>
      <span id={`${id}-status`} className={styles.status} role="status">
        {open && state === 'loading' && <FormattedMessage id="checkout.npLoading" />}
        {open && state === 'error' && <FormattedMessage id={failedKey} />}
        {open && state === 'ready' && options.length === 0 && <FormattedMessage id={emptyKey} />}
        {open && state === 'ready' && options.length > 0 && <FormattedMessage id="checkout.npResults" values={{ count: options.length }} />}
      </span>
    </>
  );
  return (
    <FormField
      label={<FormattedMessage id={label} />}
      hint={hint && <FormattedMessage id={hint} />}
      hintAbove
      error={problem && <FormattedMessage id={problem} />}
      requiredMark={required}
      describedBy={`${id}-status`}
      after={list}
    >
      {(control) => (
        <input
          {...control}
          className={fieldStyles.input}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={text}
          disabled={disabled}
          required={required}
          onChange={(e) => {
            onText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      )}
    </FormField>
  );
}
