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
import type { AdminProductDto, AdminProductPageDto } from '@healing/contracts/admin';
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
  ) {}

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
