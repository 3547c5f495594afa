import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiErrorText, type ErrorTextPolicy } from '@/lib/error-text';

/** The form's sentence for a failed call, under the one policy of lib/error-text; `policy` should be a constant. */
export function useApiErrorText(policy: ErrorTextPolicy): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => apiErrorText(intl, error, policy), [intl, policy]);
}
