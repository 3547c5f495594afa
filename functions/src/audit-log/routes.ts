// The audit log's page (docs/api.md, "Audit log"), ADMIN only.
import type { Router } from 'express';
import { auditLogBody } from '@domain/api/audit-log';
import { endpoint, routerOf } from '../http/endpoint';
import { readAuditLog } from './read-audit-log';

export function auditLogRouter(): Router {
  return routerOf([endpoint({ path: '/api/getauditlog', access: 'admin', schema: auditLogBody, handler: readAuditLog })]);
}
