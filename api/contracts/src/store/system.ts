// What every endpoint may answer (errors), uploads and the health check.
import * as z from 'zod/mini';

/** Every 4xx/5xx answer. `field` names the input the message is about, when there is one. */
export const apiErrorBodySchema = z.object({
  statusCode: z.number(),
  message: z.string(),
  error: z.string(),
  field: z.optional(z.string()),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ApiErrorBody = z.output<typeof apiErrorBodySchema>;

export const uploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number(),
});
export type UploadResponse = z.output<typeof uploadResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.output<typeof healthResponseSchema>;

export type MailStatus = 'pending' | 'sent';
