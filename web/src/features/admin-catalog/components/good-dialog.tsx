import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog } from '@/components/ui/dialog';
import { COLLECTIONS } from '@/config/firestore-collections';
import { ApiError } from '@/lib/api-client';
import { catalogReader } from '@/lib/catalog-reader';
import type { Good } from '@/types/good';
import { toGood } from '@/utils/good-document';
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

/** Refusals that mean the form shows a good that has changed since it was read (a reservation, a price list). */
const STALE_FORM = new Set(['STOCK_CHANGED', 'LOTS_CHANGED']);

async function readGoodAgain(id: string): Promise<Good | null> {
  const doc = await catalogReader().get(COLLECTIONS.goods, id);
  return doc ? toGood(doc.id, doc.data) : null;
}

export function GoodDialog({ good, category, subcategory, onClose }: GoodDialogProps) {
  const intl = useIntl();
  const catalogs = useAdminCatalogs();
  const save = useAdminMutation(saveGood);
  // The good as the form last read it, and a key that starts the form afresh when it is read again.
  const [shown, setShown] = useState(good);
  const [readCount, setReadCount] = useState(0);
  const [reloadFailed, setReloadFailed] = useState(false);
  const title = intl.formatMessage({ id: good ? 'adminCatalog.changeGood' : 'adminCatalog.addGood' });
  const firstCategory = category ?? catalogs.data?.[0]?.category ?? '';
  const stale = shown && save.failureReason instanceof ApiError && STALE_FORM.has(save.failureReason.code);
  const reload = async () => {
    const fresh = shown ? await readGoodAgain(shown.id).catch(() => null) : null;
    setReloadFailed(!fresh);
    if (!fresh) return;
    save.reset();
    setShown(fresh);
    setReadCount((count) => count + 1);
  };
  return (
    <Dialog title={title} onClose={onClose} size="wide" closeOnBackdrop={false}>
      {catalogs.isPending && <p role="status">{intl.formatMessage({ id: 'adminCatalog.loading' })}</p>}
      {(catalogs.isError || reloadFailed) && <p role="alert">{intl.formatMessage({ id: 'adminCatalog.loadError' })}</p>}
      {catalogs.data && (
        <GoodForm
          key={readCount}
          initial={shown ? goodToValues(shown) : { ...emptyGoodValues(firstCategory), ...(subcategory && { subcategory }) }}
          catalogs={catalogs.data}
          pending={save.isPending}
          serverError={save.isIdle ? null : save.error}
          onSubmit={(payload) => save.mutate(payload, { onSuccess: onClose })}
          onReload={stale ? () => void reload() : undefined}
        />
      )}
    </Dialog>
  );
}
