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

/**
 * Continuous archiving and base backups of the embedded PostgreSQL; informative only (never
 * makes the API unready). Ages in seconds, null when none yet.
 */
export const backupsHealthSchema = z.object({
  lastArchivedWal: z.nullable(z.string()),
  lastArchivedAgeSeconds: z.nullable(z.number()),
  lastBaseBackupAgeSeconds: z.nullable(z.number()),
  lastFailure: z.nullable(
    z.object({
      wal: z.nullable(z.string()),
      ageSeconds: z.number(),
      failedCount: z.number(),
    }),
  ),
  lastBaseBackupError: z.nullable(z.string()),
});
export type BackupsHealth = z.output<typeof backupsHealthSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
  /** Only where the API runs the embedded PostgreSQL. */
  backups: z.optional(backupsHealthSchema),
});
export type HealthResponse = z.output<typeof healthResponseSchema>;

/**
 * GET /api/data-version: the public data's version, which changes whenever data a shared page
 * shows has changed (the API's DataVersion migration). The shell's servers poll it to know when
 * the areas they keep rendered are out of date.
 */
export const dataVersionResponseSchema = z.object({
  version: z.string().check(z.minLength(1)),
});
export type DataVersionResponse = z.output<typeof dataVersionResponseSchema>;

export type MailStatus = 'pending' | 'sent';
