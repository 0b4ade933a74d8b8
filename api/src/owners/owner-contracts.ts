/**
 * Request and response shapes of the back office's owner endpoints, for the front end to
 * import as types (they belong with the others in src/contracts.ts once the back-office pages
 * use them).
 */
export interface SignInRequest {
  username: string;
  password: string;
}

/** `POST` and `GET /api/admin/session`: who is signed in. */
export interface AdminSessionDto {
  username: string;
}

/** Plain facts about an action: never a password, token or session id. */
export type AuditDetails = Record<string, string | number | boolean | null>;

export interface AuditEntryDto {
  id: number;
  /** The owner's username, `automation` (the ADMIN_TOKEN) or `cli` (npm run owner). */
  actor: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: AuditDetails;
  /** ISO 8601. */
  createdAt: string;
}

export interface AuditPageDto {
  entries: AuditEntryDto[];
  page: number;
  pageSize: number;
  total: number;
}
