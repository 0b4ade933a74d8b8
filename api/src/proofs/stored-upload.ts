import type { DataSource } from 'typeorm';
import { Upload } from '../uploads/upload.entity';

/** An upload as the workshop and the previews read it: its bytes, type and the shopper's name. */
export interface StoredUpload {
  fileName: string;
  mimeType: string;
  content: Buffer;
}

/** The upload's bytes in one piece (at most the upload limit, 10 MB), or null when not stored. */
export async function loadStoredUpload(
  dataSource: DataSource,
  id: string,
): Promise<StoredUpload | null> {
  const row = await dataSource
    .getRepository(Upload)
    .createQueryBuilder('upload')
    .addSelect('upload.content')
    .where('upload.id = :id', { id })
    .getOne();
  if (!row?.content) return null;
  return { fileName: row.originalName, mimeType: row.mimeType, content: row.content };
}
