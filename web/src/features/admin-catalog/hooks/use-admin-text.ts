import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The catalogue forms' words: `t` for a message key, `problem` for a field's error key (none when it is valid). */
export function useAdminText() {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return { intl, t, problem: (id: string | undefined) => (id ? t(id) : undefined) };
  }, [intl]);
}
