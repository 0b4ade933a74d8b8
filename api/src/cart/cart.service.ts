import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError, Repository } from 'typeorm';
import type { CartItemDto, CartSummaryDto } from '@healing/contracts';
import { storeOncePerKey } from '../common/once-per-key';
import { ConflictError, InvalidInputError, NotFoundError } from '../common/domain-errors';
import { Product } from '../products/product.entity';
import { ProductVariant } from '../products/product-variant.entity';
import { chooseOptionMessage, onlyLeftMessage } from '../products/variant-names';
import { Upload } from '../uploads/upload.entity';
import { customDesignName, MAX_LINE_QUANTITY } from '@healing/contracts';
import { holdAndTouchCart, isIdleSinceADay, touchCart } from './cart-activity';
import { assertCartFits, cartLines, lockCart } from './cart-limits';
import { CartItem } from './cart-item.entity';
import { CartPromo } from './cart-promo.entity';
import { presentCartItem, presentCartSummary } from './cart-presenter';
import { assertTemplateFits, cleanDesignData, customDesignPrice } from './custom-design';
import { lookUpPromo, type PromoLookup } from '../discounts/discount-codes';
import { priceCart, unitPriceCents } from './pricing';
import {
  AddCustomDesignToCartDto,
  type AddProductToCartDto,
  type AddToCartDto,
} from './dto/add-to-cart.dto';

/**
 * Adds the quantity to the session's line of this variant, or starts the line, in one
 * statement: parallel adds of one variant meet on the partial unique index and sum up.
 * A sum above the limit updates nothing and returns no row.
 */
const UPSERT_PRODUCT_LINE = `
  INSERT INTO cart_items (session_id, product_id, quantity, is_custom_design, variant_id)
  VALUES ($1, $2, $3, false, $4)
  ON CONFLICT (session_id, variant_id) WHERE NOT is_custom_design
  DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity
    WHERE cart_items.quantity + EXCLUDED.quantity <= ${MAX_LINE_QUANTITY}
  RETURNING id`;

/**
 * The same add, recording its Idempotency-Key with the line it went to, in one statement: when
 * the key was used before (or a parallel request with it commits first) the primary key refuses
 * the record and the whole statement, the add included, is undone.
 */
const UPSERT_PRODUCT_LINE_ONCE = `
  WITH line AS (${UPSERT_PRODUCT_LINE})
  INSERT INTO cart_add_requests (session_id, idempotency_key, cart_item_id)
  SELECT $1, $5, id FROM line
  RETURNING cart_item_id AS id`;

const RECORD_ADD_KEY = `
  INSERT INTO cart_add_requests (session_id, idempotency_key, cart_item_id) VALUES ($1, $2, $3)`;

const ADD_KEY_TAKEN = 'cart_add_requests_pkey';

@Injectable()
export class CartService {
  constructor(
    @InjectRepository(CartItem) private readonly items: Repository<CartItem>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(ProductVariant) private readonly variants: Repository<ProductVariant>,
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    @InjectRepository(CartPromo) private readonly promos: Repository<CartPromo>,
    private readonly dataSource: DataSource,
  ) {}

  async list(sessionId: string): Promise<CartItemDto[]> {
    const lines = await cartLines(this.dataSource.manager, sessionId);
    await this.touchIfIdle(sessionId, lines);
    return lines.map(presentCartItem);
  }

  /**
   * The cart's amounts with the promo kept with the cart. `previewCode` is how remotes built
   * against platform 1.4 asked for a discount; it counts only while the cart has none of its own.
   */
  async summary(
    sessionId: string,
    previewCode?: string,
    entered: PromoLookup | null = null,
  ): Promise<CartSummaryDto> {
    const [lines, stored] = await Promise.all([
      cartLines(this.dataSource.manager, sessionId),
      this.promos.findOneBy({ sessionId }),
    ]);
    await this.touchIfIdle(sessionId, lines);
    const promo = await lookUpPromo(this.dataSource.manager, stored?.promoCode ?? previewCode);
    return presentCartSummary(lines, promo, entered);
  }

  /**
   * A shopper who opens a cart untouched for a day keeps it from being abandoned: reading counts
   * as activity, written at most once a day (cart-activity.ts).
   */
  private async touchIfIdle(sessionId: string, lines: readonly CartItem[]): Promise<void> {
    if (!isIdleSinceADay(lines)) return;
    await this.dataSource.transaction((manager) => holdAndTouchCart(manager, sessionId));
  }

  /**
   * Applies a promo code, typed in any letter case, to the cart, where every page and checkout
   * find it. A code that gives nothing now (not the shop's, not started, ended, used up, or a
   * subtotal below its minimum) changes nothing (SPEC.md: a wrong code does nothing, and one
   * already applied stays); the answer says what applies, and why the code typed does not.
   */
  async applyPromo(sessionId: string, code: string): Promise<CartSummaryDto> {
    const entered = await this.dataSource.transaction(async (manager) => {
      await holdAndTouchCart(manager, sessionId);
      const promo = await lookUpPromo(manager, code);
      if (!promo?.rule) return promo;
      const lines = await cartLines(manager, sessionId);
      const totals = priceCart(
        lines.map((line) => ({ unitPriceCents: unitPriceCents(line), quantity: line.quantity })),
        promo.rule,
      );
      if (totals.belowMinimum) return { ...promo, issue: 'below-minimum' as const };
      // applied_at is set again: a code kept with an empty cart ages from its last apply.
      await manager.query(
        `INSERT INTO cart_promos (session_id, promo_code) VALUES ($1, $2)
         ON CONFLICT (session_id) DO UPDATE SET promo_code = EXCLUDED.promo_code, applied_at = now()`,
        [sessionId, promo.code],
      );
      return null;
    });
    return this.summary(sessionId, undefined, entered);
  }

  async removePromo(sessionId: string): Promise<CartSummaryDto> {
    await this.dataSource.transaction(async (manager) => {
      await holdAndTouchCart(manager, sessionId);
      await manager.delete(CartPromo, { sessionId });
    });
    return this.summary(sessionId);
  }

  /**
   * Adds a line, or to a line. With an Idempotency-Key the add counts once however often it is
   * sent: a repeat answers the line the first one went to (as it is now), so a shopper whose
   * answer was lost can send the add again without doubling it.
   */
  async add(body: AddToCartDto, idempotencyKey: string | null = null): Promise<CartItemDto> {
    const added = await storeOncePerKey<number, Added>({
      key: idempotencyKey,
      index: ADD_KEY_TAKEN,
      what: 'cart add',
      store: () =>
        body instanceof AddCustomDesignToCartDto
          ? this.addCustomDesign(body, idempotencyKey)
          : this.addProduct(body, idempotencyKey),
      // Only an add of the same thing is found (see findEarlierAdd).
      earlier: (key) => this.findEarlierAdd(body, key),
      sameRequest: () => true,
      answer: (earlierId) => ({ id: earlierId }),
    });
    return this.present(added.id, added.lines);
  }

  async updateQuantity(sessionId: string, itemId: number, quantity: number): Promise<CartItemDto> {
    const { lines } = await this.withinLimits(sessionId, async (manager) => {
      const result = await manager.update(CartItem, { id: itemId, sessionId }, { quantity });
      if (!result.affected) throw new NotFoundError('Cart item not found', 'itemId');
    });
    return this.present(itemId, lines);
  }

  /**
   * The variant a shopper adds: the one named (it must be this product's), or the only one of a
   * product sold in one size. One that is sold out cannot be added.
   */
  private async variantToAdd(product: Product, variantId?: number): Promise<ProductVariant> {
    const variants = await this.variants.find({
      where: { productId: product.id },
      order: { position: 'ASC', id: 'ASC' },
    });
    let variant: ProductVariant | undefined;
    if (variantId !== undefined) {
      variant = variants.find((candidate) => candidate.id === variantId);
      if (!variant) {
        throw new InvalidInputError(
          `That is not one of the sizes or versions of ${product.name}. ${chooseOptionMessage(product.options)}`,
          'variantId',
        );
      }
    } else if (variants.length === 1) {
      variant = variants[0];
    } else if (variants.length > 1) {
      throw new InvalidInputError(chooseOptionMessage(product.options), 'variantId');
    }
    if (!variant) throw new ConflictError('Product is out of stock', 'productId');
    if (variant.stock <= 0) throw new ConflictError(onlyLeftMessage(product, variant), 'variantId');
    return variant;
  }

  /**
   * Changes the cart with the session's cart held and marks it active, then checks the cart
   * still fits its limits (lines, and an order total the database can store); a change that does
   * not fit is undone. Answers the change's result and the cart's lines as they were checked.
   */
  private withinLimits<T>(
    sessionId: string,
    change: (manager: EntityManager) => Promise<T>,
  ): Promise<{ result: T; lines: CartItem[] }> {
    return this.dataSource.transaction(async (manager) => {
      await lockCart(manager, sessionId);
      const result = await change(manager);
      await touchCart(manager, sessionId);
      const lines = await cartLines(manager, sessionId);
      assertCartFits(lines);
      return { result, lines };
    });
  }

  async remove(sessionId: string, itemId: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await lockCart(manager, sessionId);
      const result = await manager.delete(CartItem, { id: itemId, sessionId });
      if (!result.affected) throw new NotFoundError('Cart item not found', 'itemId');
      await touchCart(manager, sessionId);
    });
  }

  /** Empties the session's cart; answers how many lines went. */
  async clear(sessionId: string): Promise<number> {
    return (await this.items.delete({ sessionId })).affected ?? 0;
  }

  /** The line an earlier add with this key went to, if it was an add of the same thing. */
  private async findEarlierAdd(body: AddToCartDto, idempotencyKey: string): Promise<number | null> {
    const custom = body instanceof AddCustomDesignToCartDto;
    const [earlier] = await this.items.query<{ cart_item_id: number }[]>(
      `SELECT r.cart_item_id FROM cart_add_requests r
         JOIN cart_items i ON i.id = r.cart_item_id
        WHERE r.session_id = $1 AND r.idempotency_key = $2
          AND i.is_custom_design = $3 AND i.product_id IS NOT DISTINCT FROM $4`,
      [body.sessionId, idempotencyKey, custom, custom ? null : body.productId],
    );
    return earlier?.cart_item_id ?? null;
  }

  private async addProduct(
    body: AddProductToCartDto,
    idempotencyKey: string | null,
  ): Promise<Added> {
    const product = await this.products.findOneBy({ id: body.productId });
    // An archived product is out of the shop: to a shopper it no longer exists.
    if (!product || product.archivedAt) throw new NotFoundError('Product not found', 'productId');
    let variant: ProductVariant;
    try {
      if (!product.inStock) throw new ConflictError('Product is out of stock', 'productId');
      variant = await this.variantToAdd(product, body.variantId);
    } catch (error) {
      // A repeat of an add that was stored is that add, though its size has sold out since:
      // the shopper whose answer was lost is told of the line in their cart, not "Only 0 left".
      const earlier =
        idempotencyKey && error instanceof ConflictError
          ? await this.findEarlierAdd(body, idempotencyKey)
          : null;
      if (earlier !== null) return { id: earlier };
      throw error;
    }
    const params = [body.sessionId, product.id, body.quantity ?? 1, variant.id];
    const { result: rows, lines } = await this.withinLimits(body.sessionId, async (manager) => {
      const added = await manager.query<{ id: number }[]>(
        idempotencyKey ? UPSERT_PRODUCT_LINE_ONCE : UPSERT_PRODUCT_LINE,
        idempotencyKey ? [...params, idempotencyKey] : params,
      );
      // More than is left: the cart says so now (checkout takes the stock and checks again).
      if (added.length > 0) {
        const [line] = await manager.query<{ quantity: number }[]>(
          'SELECT quantity FROM cart_items WHERE id = $1',
          [added[0].id],
        );
        if (line.quantity > variant.stock) {
          throw new ConflictError(onlyLeftMessage(product, variant), 'quantity');
        }
      }
      return added;
    });
    if (rows.length === 0) {
      // A repeat of an add that took the line to the limit is still that add.
      const earlier = idempotencyKey ? await this.findEarlierAdd(body, idempotencyKey) : null;
      if (earlier !== null) return { id: earlier };
      throw new InvalidInputError(
        `Your cart can hold at most ${MAX_LINE_QUANTITY} of one product.`,
        'quantity',
      );
    }
    return { id: rows[0].id, lines };
  }

  private async addCustomDesign(
    body: AddCustomDesignToCartDto,
    idempotencyKey: string | null,
  ): Promise<Added> {
    const data = cleanDesignData(body.customDesignData);
    assertTemplateFits(data);
    if (data.uploadId) await this.assertUploadUsable(data.uploadId, body.sessionId);
    // The line and its key's record are stored together or not at all.
    const store = async (manager: EntityManager): Promise<number> => {
      const items = manager.getRepository(CartItem);
      const saved = await items.save(
        items.create({
          sessionId: body.sessionId,
          productId: null,
          quantity: body.quantity ?? 1,
          isCustomDesign: true,
          customDesignData: data,
          customProductName: customDesignName(data),
          customPrice: customDesignPrice(data),
          uploadId: data.uploadId ?? null,
        }),
      );
      if (idempotencyKey) {
        await manager.query(RECORD_ADD_KEY, [body.sessionId, idempotencyKey, saved.id]);
      }
      return saved.id;
    };
    try {
      const { result: id, lines } = await this.withinLimits(body.sessionId, store);
      return { id, lines };
    } catch (error) {
      // The upload was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw uploadNotFound();
      throw error;
    }
  }

  /** An upload of another session is treated as missing: its id is the visitor's secret. */
  private async assertUploadUsable(uploadId: string, sessionId: string): Promise<void> {
    const upload = await this.uploads.findOneBy({ id: uploadId });
    if (!upload || (upload.sessionId !== null && upload.sessionId !== sessionId)) {
      throw uploadNotFound();
    }
  }

  /** The line as the shopper sees it: from `lines` when the change has just read them. */
  private async present(id: number, lines?: readonly CartItem[]): Promise<CartItemDto> {
    const item =
      lines?.find((line) => line.id === id) ??
      (await this.items.findOne({ where: { id }, relations: { product: true, variant: true } }));
    if (!item) throw new NotFoundError('Cart item not found', 'itemId');
    return presentCartItem(item);
  }
}

/** The line an add went to, and the cart's lines as the add checked them (not for a repeat). */
interface Added {
  id: number;
  lines?: CartItem[];
}

function uploadNotFound(): InvalidInputError {
  return new InvalidInputError('Upload not found', 'customDesignData.uploadId');
}

function isForeignKeyViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === '23503'
  );
}
