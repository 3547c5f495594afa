import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import type { Good } from '@/types/good';
import { saveGood } from '../api/admin-calls';
import { useAdminCatalogs } from '../api/get-admin-catalog';
import { useAdminMutation } from '../hooks/use-admin-mutation';
import { emptyGoodValues, goodToValues } from '../utils/good-form-values';
import { GoodForm } from './good-form';

interface GoodDialogProps {
  /** The good to change; without it a new good is made in `category`. */
  good?: Good;
  category?: string;
  subcategory?: string;
  onClose: () => void;
}

export function GoodDialog({ good, category, subcategory, onClose }: GoodDialogProps) {
  const intl = useIntl();
  const catalogs = useAdminCatalogs();
  const save = useAdminMutation(saveGood);
  const title = intl.formatMessage({ id: good ? 'adminCatalog.changeGood' : 'adminCatalog.addGood' });
  const firstCategory = category ?? catalogs.data?.[0]?.category ?? '';
  return (
    <Dialog title={title} onClose={onClose} size="wide" closeOnBackdrop={false}>
      {catalogs.isPending && <p role="status">{intl.formatMessage({ id: 'adminCatalog.loading' })}</p>}
      {catalogs.isError && <p role="alert">{intl.formatMessage({ id: 'adminCatalog.loadError' })}</p>}
      {catalogs.data && (
        <GoodForm
          initial={good ? goodToValues(good) : { ...emptyGoodValues(firstCategory), ...(subcategory && { subcategory }) }}
          catalogs={catalogs.data}
          pending={save.isPending}
          serverError={save.error}
          onSubmit={(payload) => save.mutate(payload, { onSuccess: onClose })}
        />
      )}
    </Dialog>
  );
}
