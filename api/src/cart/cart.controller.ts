import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { CartItemDto, CartSummaryDto } from '@healing/contracts';
import { IdempotencyKey } from '../common/idempotency-key';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ParseSessionIdPipe, SessionId } from '../common/session-id';
import { CartService } from './cart.service';
import {
  AddCustomDesignToCartDto,
  AddProductToCartDto,
  type AddToCartDto,
} from './dto/add-to-cart.dto';
import { ApplyPromoDto } from './dto/apply-promo.dto';
import { AddToCartPipe } from './dto/add-to-cart.pipe';
import { CartSummaryQueryDto } from './dto/cart-summary-query.dto';
import { UpdateCartItemDto } from './dto/update-cart-item.dto';

export interface CartItemRemovedResponse {
  success: true;
  id: number;
}

export interface CartClearedResponse {
  success: true;
  removed: number;
}

@ApiTags('cart')
@Controller('cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get(':sessionId')
  list(@Param('sessionId', ParseSessionIdPipe) sessionId: string): Promise<CartItemDto[]> {
    return this.cart.list(sessionId);
  }

  @Get(':sessionId/summary')
  summary(
    @Param('sessionId', ParseSessionIdPipe) sessionId: string,
    @Query() query: CartSummaryQueryDto,
  ): Promise<CartSummaryDto> {
    return this.cart.summary(sessionId, query.promoCode);
  }

  /** Keeps a promo code with the cart; answers the cart's amounts, showing whether it applies. */
  @Put(':sessionId/promo')
  applyPromo(
    @Param('sessionId', ParseSessionIdPipe) sessionId: string,
    @Body() body: ApplyPromoDto,
  ): Promise<CartSummaryDto> {
    return this.cart.applyPromo(sessionId, body.code);
  }

  @Delete(':sessionId/promo')
  removePromo(@Param('sessionId', ParseSessionIdPipe) sessionId: string): Promise<CartSummaryDto> {
    return this.cart.removePromo(sessionId);
  }

  /** An add sent again with the same Idempotency-Key counts once and answers the same line. */
  @Post()
  @ApiExtraModels(AddProductToCartDto, AddCustomDesignToCartDto)
  @ApiBody({
    schema: {
      oneOf: [
        { $ref: getSchemaPath(AddProductToCartDto) },
        { $ref: getSchemaPath(AddCustomDesignToCartDto) },
      ],
    },
  })
  add(
    @Body(AddToCartPipe) body: AddToCartDto,
    @IdempotencyKey() idempotencyKey: string | null,
  ): Promise<CartItemDto> {
    return this.cart.add(body, idempotencyKey);
  }

  @Put(':itemId')
  update(
    @SessionId() sessionId: string,
    @Param('itemId', ParseIdPipe) itemId: number,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartItemDto> {
    return this.cart.updateQuantity(sessionId, itemId, body.quantity);
  }

  @Delete('session/:sessionId')
  async clear(
    @Param('sessionId', ParseSessionIdPipe) sessionId: string,
  ): Promise<CartClearedResponse> {
    return { success: true, removed: await this.cart.clear(sessionId) };
  }

  @Delete(':itemId')
  async remove(
    @SessionId() sessionId: string,
    @Param('itemId', ParseIdPipe) itemId: number,
  ): Promise<CartItemRemovedResponse> {
    await this.cart.remove(sessionId, itemId);
    return { success: true, id: itemId };
  }
}
