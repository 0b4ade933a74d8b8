import { Injectable } from '@nestjs/common';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { DataSource } from 'typeorm';
import { type DesignPreviewQuery, designPreviewPath, findDesignTemplate } from '@healing/contracts';
import { DomainError, InvalidInputError, NotFoundError } from '../common/domain-errors';
import { etagOf } from '../common/etag';
import type { PngImage } from '../artwork/png-reply';
import { drawDesignPng } from './design-proof';
import { loadStoredUpload } from './stored-upload';

/** The picture's side in pixels: the cart's largest thumbnail (112 px) at 2x, and the e-mails'. */
export const PREVIEW_PIXELS = 240;
/** An uploaded photo is shrunk once to this longer side; the previews draw from that. */
const UPLOAD_SIDE_PIXELS = 2 * PREVIEW_PIXELS;
/** Pictures drawn at once (each about 20 ms of this thread, a photo's first decoding more). */
const PREVIEWS_AT_ONCE = 2;
/** Pictures waiting their turn; the next one is refused at once (503) rather than queued. */
const PREVIEWS_WAITING = 8;
/** Drawn pictures kept in memory (5-60 KB each), and shrunk photos (up to about 400 KB). */
const PICTURES_KEPT = 256;
const UPLOADS_KEPT = 32;

/** 503: the pictures being drawn and waiting fill the queue. */
export class PreviewsBusyError extends DomainError {
  readonly statusCode = 503;

  constructor() {
    super('Many design pictures are being drawn right now. Please try again in a moment.');
  }
}

/** The photo's bytes as a PNG no larger than `side` on its longer side (smaller ones as they are). */
async function shrunk(content: Buffer, side: number): Promise<Buffer> {
  const image = await loadImage(content);
  const scale = Math.min(1, side / Math.max(image.width, image.height));
  if (scale === 1) return content;
  const canvas = createCanvas(
    Math.max(1, Math.round(image.width * scale)),
    Math.max(1, Math.round(image.height * scale)),
  );
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode('png');
}

/**
 * The designed piece as the shopper sees it in the cart, on the order page and in the e-mails:
 * the designer's board (backdrop, piece, template, photo and text), drawn on the server by the
 * same layout rules and painter as the live preview and the workshop's proof.
 *
 * Anyone may ask, as anyone may design: the address carries the design itself, and the only
 * stored thing it names is an upload, by the id that already opens it. Each picture is drawn once
 * per process (asked again at once, it is the same drawing); a few are drawn at a time and a
 * short queue waits, so a burst of pictures cannot take the API from shoppers.
 */
@Injectable()
export class DesignPreviewsService {
  private readonly pictures = new LRUCache<string, Promise<PngImage>>({ max: PICTURES_KEPT });
  private readonly photos = new LRUCache<string, Promise<Buffer>>({ max: UPLOADS_KEPT });
  private readonly slot = pLimit(PREVIEWS_AT_ONCE);

  constructor(private readonly dataSource: DataSource) {}

  preview(query: DesignPreviewQuery): Promise<PngImage> {
    if (query.templateId !== undefined && !findDesignTemplate(query.templateId)) {
      throw new InvalidInputError('templateId must be the id of a design template', 'templateId');
    }
    // One key per picture, whatever the order or the extra parameters of the address.
    const key = designPreviewPath(query);
    const known = this.pictures.get(key);
    if (known) return known;
    if (this.slot.activeCount + this.slot.pendingCount >= PREVIEWS_AT_ONCE + PREVIEWS_WAITING) {
      throw new PreviewsBusyError();
    }
    const drawing = this.slot(() => this.draw(query));
    this.pictures.set(key, drawing);
    // A failure is not kept: the next request tries again.
    drawing.catch(() => {
      if (this.pictures.peek(key) === drawing) this.pictures.delete(key);
    });
    return drawing;
  }

  private async draw(query: DesignPreviewQuery): Promise<PngImage> {
    const { v: _version, ...data } = query;
    const upload = data.uploadId ? await this.photo(data.uploadId) : null;
    const png = await drawDesignPng({ data, upload }, { mode: { board: PREVIEW_PIXELS } });
    return { png, etag: etagOf(png) };
  }

  /** The upload, shrunk for drawing small; a 404 when it is not (or no longer) stored. */
  private photo(id: string): Promise<Buffer> {
    const known = this.photos.get(id);
    if (known) return known;
    const loading = (async () => {
      const upload = await loadStoredUpload(this.dataSource, id);
      if (!upload) throw new NotFoundError('The image of this design is not stored.', 'uploadId');
      return shrunk(upload.content, UPLOAD_SIDE_PIXELS);
    })();
    this.photos.set(id, loading);
    loading.catch(() => {
      if (this.photos.peek(id) === loading) this.photos.delete(id);
    });
    return loading;
  }
}
