import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../common/parse-id.pipe';
import type { ProductDto } from '../contracts';
import { ProductListQueryDto } from './dto/product-list-query.dto';
import { ProductsService } from './products.service';

@ApiTags('catalog')
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  list(@Query() query: ProductListQueryDto): Promise<ProductDto[]> {
    return this.products.list(query);
  }

  @Get('collection/:collection')
  listCollection(
    @Param('collection') collection: string,
    @Query() query: ProductListQueryDto,
  ): Promise<ProductDto[]> {
    return this.products.listCollection(collection, query);
  }

  @Get(':id')
  findOne(@Param('id', ParseIdPipe) id: number): Promise<ProductDto> {
    return this.products.findOne(id);
  }
}
