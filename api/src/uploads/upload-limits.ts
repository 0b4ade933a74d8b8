import { UPLOAD_MAX_BYTES } from '@healing/contracts';

/** The largest image accepted; app.factory gives the same limit to the multipart parser. */
export const UPLOAD_LIMIT_BYTES = UPLOAD_MAX_BYTES;

/**
 * The day both the quotas and the cleanup count in, as SQL: uploads of the last 24 hours count
 * against a visitor's and an address's quota; an upload nothing refers to is removed after it.
 */
export const UPLOAD_DAY_SQL = "interval '24 hours'";
