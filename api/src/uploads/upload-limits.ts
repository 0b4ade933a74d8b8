/** The largest image accepted; app.factory gives the same limit to the multipart parser. */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
