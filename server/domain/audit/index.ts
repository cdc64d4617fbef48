export { auditRequest, currentAddress } from './context.ts';
export { listAudit } from './list.ts';
export { verifyAudit } from './verify.ts';
export { type AuditEvent, type AuditKind, withoutSecrets, writeAudit } from './write.ts';
