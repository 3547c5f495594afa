// The audit page's own texts, in its chunk.
import type { ReactNode } from 'react';
import { adminAuditEn } from '@/config/messages/admin-audit-en';
import { adminAuditUa } from '@/config/messages/admin-audit-ua';
import { PageMessages } from '@/lib/i18n/page-messages';

export function AuditIntl({ children }: { children: ReactNode }) {
  return (
    <PageMessages ua={adminAuditUa} en={adminAuditEn}>
      {children}
    </PageMessages>
  );
}
