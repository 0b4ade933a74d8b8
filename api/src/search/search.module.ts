import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../products/product.entity';
import { SearchController } from './search.controller';
import { SearchService } from './search.service';

/** The shop-wide search and its suggestions (read only, over the products' table). */
@Module({
  imports: [TypeOrmModule.forFeature([Product])],
  controllers: [SearchController],
  providers: [SearchService],
})
export class SearchModule {}
