import { ShippingSettingsPage } from '@/features/admin-settings/components/shipping-settings-page';
import { AdminOnly } from './admin-only';

/** /admin/settings: the sender for waybills, for an ADMIN only. */
export function AdminSettingsRoute() {
  return (
    <AdminOnly>
      <ShippingSettingsPage />
    </AdminOnly>
  );
}
