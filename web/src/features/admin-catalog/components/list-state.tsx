import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';

/** Loading, error and empty states of an admin list; nothing once there is something to show. */
export function ListState({ query, empty }: { query: UseQueryResult<readonly unknown[]>; empty: string }) {
  const intl = useIntl();
  if (query.isPending) return <p role="status">{intl.formatMessage({ id: 'adminCatalog.loading' })}</p>;
  if (query.isError) return <p role="alert">{intl.formatMessage({ id: 'adminCatalog.loadError' })}</p>;
  return query.data.length === 0 ? <p>{empty}</p> : null;
}
