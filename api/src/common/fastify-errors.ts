/** What a body of another type is told: JSON is what every write but the upload takes. */
export const JSON_ONLY = 'Unsupported content type: send JSON (application/json).';

/** Fastify's messages for the errors below, for when only the message survives. */
const fastifyCodesByMessage: Record<string, string> = {
  'Request body is too large': 'FST_ERR_CTP_BODY_TOO_LARGE',
  'Unsupported Media Type': 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
  "Body cannot be empty when content-type is set to 'application/json'":
    'FST_ERR_CTP_EMPTY_JSON_BODY',
  "Body is not valid JSON but content-type is set to 'application/json'":
    'FST_ERR_CTP_INVALID_JSON_BODY',
  'Request body size did not match Content-Length': 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
};

/** Fastify's own errors (body too large, broken JSON, bad content type) carry a statusCode. */
export interface FastifyLikeError {
  statusCode?: number;
  code?: string;
  message?: string;
}

/** A readable message for one of Fastify's own errors. */
export function fastifyMessage(error: FastifyLikeError): string {
  switch (error.code ?? fastifyCodesByMessage[error.message ?? '']) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large (1 MB at most).';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return JSON_ONLY;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty: send a JSON object.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON.';
    default:
      return error.statusCode === 400 && error.message?.includes('JSON')
        ? 'The request body is not valid JSON.'
        : (error.message ?? 'Bad request');
  }
}
