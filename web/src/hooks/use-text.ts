import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Values = Record<string, string | number>;
type Text = {
  (id: string, values?: Values): string;
  (id: string | null | undefined, values?: Values): string | undefined;
};

/** Translates a message key (with its values) and passes "no key" on: for props such as a field's optional error. */
export function useText(): Text {
  const intl = useIntl();
  return useCallback((id: string | null | undefined, values?: Values) => (id ? intl.formatMessage({ id }, values) : undefined), [intl]) as Text;
}
