import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OwnersModule } from '../owners/owners.module';
import { AdminProductsController } from './admin/admin-products.controller';
import { AdminProductsService } from './admin/admin-products.service';
import { AdminVariantsService } from './admin/admin-variants.service';
import { ProductImage } from './admin/product-image.entity';
import { ProductImagesController } from './admin/product-images.controller';
import { ProductImagesService } from './admin/product-images.service';
import { Product } from './product.entity';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

/**
 * The catalogue, and its back office (admin/). Exports its service (and the Product repository)
 * for the cart and orders.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Product, ProductImage]), OwnersModule],
  // ProductImagesController before ProductsController: `/products/images/:id` is not a product.
  controllers: [ProductImagesController, ProductsController, AdminProductsController],
  providers: [ProductsService, AdminProductsService, AdminVariantsService, ProductImagesService],
  exports: [ProductsService, AdminVariantsService, TypeOrmModule],
})
export class ProductsModule {}
