import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Req,
  UseGuards,
} from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { MULTIPART_ROUTE } from '../../common/request-hardening';
import { Actor, type AdminActor } from '../../owners/admin-actor';
import { OwnerGuard } from '../../owners/owner.guard';
import { readFilePart } from '../../uploads/multipart-file';
import { UPLOAD_LIMIT_BYTES } from '../../uploads/upload-limits';
import type {
  AdminLowStockDto,
  AdminProductDto,
  AdminProductPageDto,
  AdminVariantsDto,
} from '@healing/contracts/admin';
import { AdminVariantsService } from './admin-variants.service';
import { AdminLowStockQueryDto, AdminStockBody, AdminVariantsBody } from './dto/admin-variants.dto';
import { AdminProductsService } from './admin-products.service';
import { AdminProductBody } from './dto/admin-product.dto';
import { AdminProductListQueryDto } from './dto/admin-product-list.query';
import { ProductImagesService } from './product-images.service';

/**
 * The owner's catalogue (an owner session, or the automation token: OwnerGuard). Answers are
 * never cached: the owner always sees what is stored.
 */
@ApiExcludeController()
@UseGuards(OwnerGuard)
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: AdminProductsService,
    private readonly images: ProductImagesService,
    private readonly variants: AdminVariantsService,
  ) {}

  /** Variants of products on sale with at most `threshold` left (3 unless asked), fewest first. */
  @Get('low-stock')
  @Header('Cache-Control', 'no-store')
  lowStock(@Query() query: AdminLowStockQueryDto): Promise<AdminLowStockDto> {
    return this.variants.lowStock(query.threshold);
  }

  @Get(':id/variants')
  @Header('Cache-Control', 'no-store')
  getVariants(@Param('id', ParseIdPipe) id: number): Promise<AdminVariantsDto> {
    return this.variants.get(id);
  }

  /** The product's options and every variant with its stock, SKU and price, in one save. */
  @Put(':id/variants')
  replaceVariants(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: AdminVariantsBody,
  ): Promise<AdminVariantsDto> {
    return this.variants.replace(actor, id, body);
  }

  /** One variant's stock (after a delivery or a count). */
  @Put('variants/:variantId/stock')
  setStock(
    @Actor() actor: AdminActor,
    @Param('variantId', ParseIdPipe) variantId: number,
    @Body() body: AdminStockBody,
  ): Promise<AdminVariantsDto> {
    return this.variants.setStock(actor, variantId, body.stock);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  list(@Query() query: AdminProductListQueryDto): Promise<AdminProductPageDto> {
    return this.products.list(query);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  get(@Param('id', ParseIdPipe) id: number): Promise<AdminProductDto> {
    return this.products.get(id);
  }

  @Post()
  @HttpCode(201)
  create(@Actor() actor: AdminActor, @Body() body: AdminProductBody): Promise<AdminProductDto> {
    return this.products.create(actor, body);
  }

  @Put(':id')
  update(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Body() body: AdminProductBody,
  ): Promise<AdminProductDto> {
    return this.products.update(actor, id, body);
  }

  @Post(':id/archive')
  @HttpCode(200)
  archive(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminProductDto> {
    return this.products.setArchived(actor, id, true);
  }

  @Post(':id/restore')
  @HttpCode(200)
  restore(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<AdminProductDto> {
    return this.products.setArchived(actor, id, false);
  }

  /** multipart/form-data with the image in a field named "file"; the same checks as uploads. */
  @Post(':id/image')
  @HttpCode(200)
  @RouteConfig(MULTIPART_ROUTE)
  async replaceImage(
    @Actor() actor: AdminActor,
    @Param('id', ParseIdPipe) id: number,
    @Req() request: FastifyRequest,
  ): Promise<AdminProductDto> {
    // Before the body is read: no 10 MB for a product that does not exist.
    await this.images.assertProduct(id);
    const file = await readFilePart(request, UPLOAD_LIMIT_BYTES);
    return this.images.replace(actor, id, file);
  }
}
