// The owner's session and the audit log (`/api/admin/session`, `/api/admin/audit`).
import * as z from 'zod/mini';

export const signInRequestSchema = z.object({ username: z.string(), password: z.string() });
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** `POST` and `GET /api/admin/session`: who is signed in. */
export const adminSessionSchema = z.object({ username: z.string() });
export type AdminSessionDto = z.output<typeof adminSessionSchema>;

/** Plain facts about an action: never a password, token or session id. */
export const auditDetailsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type AuditDetails = z.output<typeof auditDetailsSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  /** The owner's username, `automation` (the ADMIN_TOKEN) or `cli` (npm run owner). */
  actor: z.string(),
  action: z.string(),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  details: auditDetailsSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type AuditEntryDto = z.output<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AuditPageDto = z.output<typeof auditPageSchema>;
