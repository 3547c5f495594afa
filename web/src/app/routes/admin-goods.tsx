import { GoodsTablePage } from '@/features/admin-catalog/components/goods-table-page';
import { AdminOnly } from './admin-only';

/** /admin/goods: the goods table, for an ADMIN only. */
export function AdminGoodsRoute() {
  return (
    <AdminOnly>
      <GoodsTablePage />
    </AdminOnly>
  );
}
