import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { catalogProductSchema, type ProductDto } from '@healing/contracts';
import * as z from 'zod/mini';
import { JsonAnswer } from '../common/json-answer';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductsService } from './products.service';

/**
 * How fast a back-office change reaches the shop's pages (the promise: within seconds):
 * - The API keeps no product data in memory (ProductListSql caches SQL text only, never rows),
 *   so every replica reads PostgreSQL on every request and sees a change once it commits.
 * - `no-cache` here: browsers and any proxy must ask again each time (no ETag, so a full answer).
 * - The edge keeps the server HTML of public pages for PAGE_CACHE_MS (5 s by default): that is
 *   the whole delay a newly loaded page can show. Product images are served by id and never
 *   change; a new image is a new URL, so their year-long caching never shows a stale picture.
 * - An open tab keeps what it loaded (the platform's QueryClient never refetches by itself);
 *   the next page load shows the change.
 */
const NO_CACHE = 'no-cache';
const PRODUCT_LIST = z.array(catalogProductSchema);

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @Header('Cache-Control', NO_CACHE)
  @JsonAnswer(PRODUCT_LIST)
  list(@Query() query: ProductListQueryDto): Promise<ProductDto[]> {
    return this.products.list(query);
  }

  @Get('collection/:collection')
  @Header('Cache-Control', NO_CACHE)
  @JsonAnswer(PRODUCT_LIST)
  listCollection(
    @Param('collection') collection: string,
    @Query() query: ProductListQueryDto,
  ): Promise<ProductDto[]> {
    return this.products.listCollection(collection, query);
  }

  /** "You may also like": a few products of the same kind, then of the same collection. */
  @Get(':id/related')
  @Header('Cache-Control', NO_CACHE)
  @JsonAnswer(PRODUCT_LIST)
  related(@Param('id', ParseIdPipe) id: number): Promise<ProductDto[]> {
    return this.products.related(id);
  }

  @Get(':id')
  @Header('Cache-Control', NO_CACHE)
  @JsonAnswer(catalogProductSchema)
  findOne(@Param('id', ParseIdPipe) id: number): Promise<ProductDto> {
    return this.products.findOne(id);
  }
}
