// The dashboard's own texts over the admin ones, in its chunk (lib/i18n/page-messages.tsx).
import type { ReactNode } from 'react';
import { adminDashboardEn } from '@/config/messages/admin-dashboard-en';
import { adminDashboardUa } from '@/config/messages/admin-dashboard-ua';
import { PageMessages } from '@/lib/i18n/page-messages';

export function DashboardIntl({ children }: { children: ReactNode }) {
  return (
    <PageMessages ua={adminDashboardUa} en={adminDashboardEn}>
      {children}
    </PageMessages>
  );
}
