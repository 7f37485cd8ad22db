/** The ports of the admin context, bound in admin.module.ts. */
export const AUDIT_LOG = Symbol('AuditLog');
export const AUDIT_QUERIES = Symbol('AuditQueries');
