import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../../common/domain-errors';
import type { AdminActor } from '../../owners/admin-actor';
import { receiveImage } from '../../uploads/image-receiver';
import { UPLOAD_LIMIT_BYTES } from '../../uploads/upload-limits';
import type { IncomingFile } from '../../uploads/uploads.service';
import { Product } from '../product.entity';
import type { AdminProductDto } from '@healing/contracts/admin';
import { toAdminProductDto } from './admin-product.mapper';
import { AdminProductsService } from './admin-products.service';
import { ProductImage } from './product-image.entity';
import { uploadedProductImageUrl } from './product-image-urls';

export interface ServedImage {
  mimeType: string;
  sizeBytes: number;
  content: Buffer;
}

/** Images the owner uploads for products: checked like the shoppers' uploads, kept in PostgreSQL. */
@Injectable()
export class ProductImagesService {
  constructor(
    @InjectRepository(ProductImage) private readonly images: Repository<ProductImage>,
    private readonly admin: AdminProductsService,
  ) {}

  /** The product must exist before its body is read (checked by the caller's lookup). */
  async assertProduct(id: number): Promise<void> {
    await this.admin.get(id);
  }

  /**
   * Reads and checks the image first (nothing is stored when it is refused), then stores it and
   * points the product at it, with the audit entry, in one transaction. The previous image is
   * kept: orders placed with it still show it.
   */
  async replace(actor: AdminActor, id: number, file: IncomingFile): Promise<AdminProductDto> {
    const image = await receiveImage(file.stream, UPLOAD_LIMIT_BYTES);
    return this.admin.withLocked(id, async (manager, product) => {
      const imageId = randomUUID();
      await manager.getRepository(ProductImage).insert({
        id: imageId,
        productId: id,
        mimeType: image.type.mimeType,
        sizeBytes: image.sizeBytes,
        content: image.content,
      });
      const before = product.image;
      product.image = uploadedProductImageUrl(imageId);
      const saved = await manager.getRepository(Product).save(product);
      await this.admin.record(manager, actor, 'product.image_replaced', id, {
        imageBefore: before,
        image: saved.image,
        mimeType: image.type.mimeType,
        sizeBytes: image.sizeBytes,
      });
      return toAdminProductDto(saved);
    });
  }

  async read(imageId: string): Promise<ServedImage> {
    const image = await this.images.findOne({
      select: { id: true, mimeType: true, sizeBytes: true, content: true },
      where: { id: imageId },
    });
    if (!image) throw new NotFoundError('Image not found');
    return image;
  }

  async exists(imageId: string): Promise<boolean> {
    return this.images.existsBy({ id: imageId });
  }
}
