import { useCallback } from 'react';
import { useIntl } from 'react-intl';

type Text = {
  (id: string): string;
  (id: string | null | undefined): string | undefined;
};

/** Translates a message key and passes "no key" on: for props such as a field's optional error. */
export function useText(): Text {
  const intl = useIntl();
  return useCallback((id: string | null | undefined) => (id ? intl.formatMessage({ id }) : undefined), [intl]) as Text;
}
