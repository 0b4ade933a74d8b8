import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Product } from '../products/product.entity';
import { ProductVariant } from '../products/product-variant.entity';
import { Upload } from '../uploads/upload.entity';
import { CartItem } from './cart-item.entity';
import { CartPromo } from './cart-promo.entity';
import { CartController } from './cart.controller';
import { CartService } from './cart.service';

/** The visitor's cart, keyed by session id; pricing.ts holds the shop's one money rule. */
@Module({
  imports: [TypeOrmModule.forFeature([CartItem, CartPromo, Product, ProductVariant, Upload])],
  controllers: [CartController],
  providers: [CartService],
})
export class CartModule {}
