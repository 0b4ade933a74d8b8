import { Controller, Get, Header, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { OwnerGuard } from '../owners/owner.guard';
import { OrderProofsService, ProofsBusyError } from './order-proofs.service';

/** A header's filename: ASCII for every client, the real name for those that read RFC 5987. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The workshop's files for a custom order line, for the owner (OwnerGuard), like the rest of
 * the back office left out of the public API description:
 * - `proof.png`: the design at print resolution (the print area at 300 dpi, transparent around
 *   the artwork and text; print-sizes.ts), drawn by the same layout rules as the live preview.
 *   404 for an unknown order or line, 409 for a line that is not custom or whose upload is gone,
 *   503 with Retry-After when proofs are queued already.
 * - `upload`: the shopper's image as uploaded, as a download (its type, size and file name).
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/orders/:id/items/:itemId')
export class AdminOrderProofsController {
  constructor(private readonly proofs: OrderProofsService) {}

  @Get('proof.png')
  @Header('Cache-Control', 'no-store')
  async proof(
    @Param('id', ParseIdPipe) id: number,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    try {
      const png = await this.proofs.proofPng(id, itemId);
      void reply
        .header('Content-Type', 'image/png')
        .header('Content-Disposition', `inline; filename="proof-order-${id}-item-${itemId}.png"`)
        .header('X-Content-Type-Options', 'nosniff');
      return new StreamableFile(png);
    } catch (error) {
      if (error instanceof ProofsBusyError) {
        void reply.header('Retry-After', String(error.retryAfterSeconds));
      }
      throw error;
    }
  }

  @Get('upload')
  @Header('Cache-Control', 'no-store')
  async upload(
    @Param('id', ParseIdPipe) id: number,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile> {
    const upload = await this.proofs.originalUpload(id, itemId);
    void reply
      .header('Content-Type', upload.mimeType)
      .header('Content-Length', String(upload.content.length))
      .header('Content-Disposition', attachmentDisposition(upload.fileName))
      .header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(upload.content);
  }
}
