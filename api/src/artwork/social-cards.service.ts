import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import pLimit from 'p-limit';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../common/domain-errors';
import { ApiMetrics } from '../observability/metrics';
import { BlogPost } from '../content/blog-post.entity';
import { COLLECTIONS } from '@healing/contracts';
import { PRODUCT_SEEDS } from '../database/seed/products.data';
import { Product } from '../products/product.entity';
import { ArtworkService } from './artwork.service';
import { svgToPng } from './card-png';
import { blogCard, productCard, siteCard } from './social-card';
import { SocialCardStore, type PngImage } from './social-card-store';

export type { PngImage } from './social-card-store';

/** How many cards stay in this process's memory (100-200 KB each): the site's and the most shared. */
export const CARD_CACHE_ENTRIES = 48;
/**
 * Cards this process rasterises at once (each takes one of libuv's threads for about 0.1 s);
 * more wait their turn, so a burst of new cards cannot take the API's CPU from shoppers.
 */
export const CARD_RENDERS_AT_ONCE = 2;

/** `{id}.png` with an id PostgreSQL's integer can hold; anything else names no card. */
const PNG_FILE = /^([1-9]\d{0,9})\.png$/;
const MAX_ID = 2_147_483_647;

function idOf(file: string): number | undefined {
  const id = Number(PNG_FILE.exec(file)?.[1]);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * The pictures shown when a link to the shop is shared (Open Graph): 1200 x 630 PNGs composed
 * from the shop's own artwork. Each card is rendered once per version of what it shows (the
 * drawing's hash) and kept in PostgreSQL for every replica (social-card-store.ts); the most
 * asked stay in memory too. Whatever the order cards are asked in, the first request for a
 * version costs one render and every later one a read.
 */
@Injectable()
export class SocialCardsService {
  private readonly cards = new LRUCache<string, Promise<PngImage>>({ max: CARD_CACHE_ENTRIES });
  private readonly renderSlot = pLimit(CARD_RENDERS_AT_ONCE);

  constructor(
    private readonly store: SocialCardStore,
    private readonly metrics: ApiMetrics,
    private readonly artwork: ArtworkService,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(BlogPost) private readonly posts: Repository<BlogPost>,
  ) {}

  /** The shop itself: one product of each collection (its first in the catalogue). */
  site(): Promise<PngImage> {
    return this.card('site', () =>
      siteCard(
        COLLECTIONS.map((collection) => {
          const first = PRODUCT_SEEDS.find((p) => p.collection === collection);
          return { collection, art: this.artwork.product(`${first?.slug}.svg`) };
        }),
      ),
    );
  }

  async product(file: string): Promise<PngImage> {
    const id = idOf(file);
    const product =
      id &&
      (await this.products.findOne({
        select: { slug: true, name: true, collection: true, kind: true, image: true },
        where: { id },
      }));
    if (!product) throw new NotFoundError('Product not found');
    // Products the owner added have no drawing of their own: their kind's stands in.
    const art = this.artwork.productOrKind(product);
    return this.card(`product:${id}`, () => productCard(product, art));
  }

  async blogPost(file: string): Promise<PngImage> {
    const id = idOf(file);
    const post =
      id &&
      (await this.posts.findOne({
        select: { slug: true, title: true, category: true },
        where: { id },
      }));
    if (!post) throw new NotFoundError('Blog post not found');
    const art = this.artwork.blogPost(`${post.slug}.svg`);
    return this.card(`blog:${id}`, () => blogCard(post, art));
  }

  /**
   * The subject's card as `draw` draws it now: its version is the drawing's hash, so a renamed
   * product (or a changed design) gets a new card. One read or render per version, even when
   * many ask at once; a failed one is not kept.
   */
  private card(subject: string, draw: () => string): Promise<PngImage> {
    const svg = draw();
    const version = createHash('sha256').update(svg).digest('base64url');
    const key = `${subject}|${version}`;
    let card = this.cards.get(key);
    if (!card) {
      card = this.keptOrRendered(subject, version, svg);
      this.cards.set(key, card);
      void card.catch(() => this.cards.delete(key));
    }
    return card;
  }

  private async keptOrRendered(subject: string, version: string, svg: string): Promise<PngImage> {
    const kept = await this.store.find(subject, version);
    if (kept) return kept;
    return this.renderSlot(() =>
      this.store.renderOnce(subject, version, () => {
        this.metrics.socialCardRenders.inc();
        return svgToPng(svg);
      }),
    );
  }
}
