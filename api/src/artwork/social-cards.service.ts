import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LRUCache } from 'lru-cache';
import type { Repository } from 'typeorm';
import { NotFoundError } from '../common/domain-errors';
import { etagOf } from '../common/etag';
import { BlogPost } from '../content/blog-post.entity';
import { COLLECTIONS } from '@healing/contracts';
import { PRODUCT_SEEDS } from '../database/seed/products.data';
import { Product } from '../products/product.entity';
import { ArtworkService } from './artwork.service';
import { svgToPng } from './card-png';
import { blogCard, productCard, siteCard } from './social-card';

export interface PngImage {
  png: Buffer;
  etag: string;
}

/** How many rendered cards stay in memory (100-200 KB each): the site's and the most shared. */
export const CARD_CACHE_ENTRIES = 48;

/** `{id}.png` with an id PostgreSQL's integer can hold; anything else names no card. */
const PNG_FILE = /^([1-9]\d{0,9})\.png$/;
const MAX_ID = 2_147_483_647;

function idOf(file: string): number | undefined {
  const id = Number(PNG_FILE.exec(file)?.[1]);
  return id > 0 && id <= MAX_ID ? id : undefined;
}

/**
 * The pictures shown when a link to the shop is shared (Open Graph): 1200 x 630 PNGs composed
 * from the shop's own artwork, rendered on first request and kept in a small LRU cache.
 */
@Injectable()
export class SocialCardsService {
  private readonly cards = new LRUCache<string, Promise<PngImage>>({ max: CARD_CACHE_ENTRIES });

  constructor(
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
    // Keyed by what the card shows, so a renamed product gets a new card.
    const key = `product|${product.slug}|${product.collection}|${product.name}`;
    return this.card(key, () => productCard(product, art));
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
    const key = `blog|${post.slug}|${post.category}|${post.title}`;
    return this.card(key, () => blogCard(post, art));
  }

  /** One rendering per card, even when many ask for it at once; a failed one is not kept. */
  private card(key: string, draw: () => string): Promise<PngImage> {
    let card = this.cards.get(key);
    if (!card) {
      card = svgToPng(draw()).then((png) => ({ png, etag: etagOf(png) }));
      this.cards.set(key, card);
      void card.catch(() => this.cards.delete(key));
    }
    return card;
  }
}
