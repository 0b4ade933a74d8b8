import { Injectable } from '@nestjs/common';
import pLimit from 'p-limit';
import { DataSource } from 'typeorm';
import type { CustomDesignData } from '@healing/contracts';
import { ConflictError, DomainError, NotFoundError } from '../common/domain-errors';
import { OrderItem } from '../orders/order-item.entity';
import { Order } from '../orders/order.entity';
import { drawDesignPng } from './design-proof';
import { loadStoredUpload, type StoredUpload } from './stored-upload';

/** Proofs drawn at once in this process: a T-shirt's is about 14 Mpx (55 MB while drawn). */
const PROOFS_AT_ONCE = 1;
/** Proofs waiting their turn; the next one is refused at once (503) rather than queued. */
const PROOFS_WAITING = 2;

/** 503: the proofs being drawn and waiting fill the queue. */
export class ProofsBusyError extends DomainError {
  readonly statusCode = 503;
  readonly retryAfterSeconds = 5;

  constructor() {
    super('Proofs are being drawn right now. Please try again in a moment.');
  }
}

/** An upload as the owner downloads it: its bytes, type and the shopper's file name. */
export type OriginalUpload = StoredUpload;

/**
 * The workshop's files for an order's custom lines (owner only): the print proof, drawn by the
 * contracts' painter at print resolution, and the shopper's uploaded image as it was uploaded.
 * Proofs are drawn one at a time with a short queue, so they never crowd out the shop.
 */
@Injectable()
export class OrderProofsService {
  private readonly limit = pLimit(PROOFS_AT_ONCE);

  constructor(private readonly dataSource: DataSource) {}

  async proofPng(orderId: number, itemId: number): Promise<Buffer> {
    const design = await this.customDesign(orderId, itemId);
    const upload = design.uploadId ? await this.uploadOf(design.uploadId) : null;
    if (design.uploadId && !upload) {
      throw new ConflictError(
        "The shopper's uploaded image for this design is no longer stored, so its proof cannot be drawn.",
        'uploadId',
      );
    }
    if (this.limit.activeCount + this.limit.pendingCount >= PROOFS_AT_ONCE + PROOFS_WAITING) {
      throw new ProofsBusyError();
    }
    return this.limit(() =>
      drawDesignPng({ data: design, upload: upload?.content ?? null }, { mode: 'proof' }),
    );
  }

  async originalUpload(orderId: number, itemId: number): Promise<OriginalUpload> {
    const design = await this.customDesign(orderId, itemId);
    if (!design.uploadId) {
      throw new NotFoundError('This design has no uploaded image.', 'itemId');
    }
    const upload = await this.uploadOf(design.uploadId);
    if (!upload) {
      throw new NotFoundError(
        "The shopper's uploaded image for this design is no longer stored.",
        'uploadId',
      );
    }
    return upload;
  }

  /** The line's design: 404 for an unknown order or line, 409 for a line that is not custom. */
  private async customDesign(orderId: number, itemId: number): Promise<CustomDesignData> {
    const item = await this.dataSource.getRepository(OrderItem).findOneBy({ id: itemId, orderId });
    if (!item) {
      const order = await this.dataSource.getRepository(Order).existsBy({ id: orderId });
      throw order
        ? new NotFoundError('Order item not found', 'itemId')
        : new NotFoundError('Order not found', 'id');
    }
    if (!item.isCustomDesign || !item.customDesignData) {
      throw new ConflictError('This order line is not a custom design: it has no proof.', 'itemId');
    }
    return item.customDesignData;
  }

  private uploadOf(id: string): Promise<OriginalUpload | null> {
    return loadStoredUpload(this.dataSource, id);
  }
}
