import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/domain-errors';
import {
  COLLECTIONS,
  DESIGN_TEMPLATES,
  type CollectionSlug,
  PRODUCT_KINDS,
  type ProductKind,
} from '@healing/contracts';
import { BLOG_SEEDS } from '../database/seed/blog.data';
import { PRODUCT_SEEDS } from '../database/seed/products.data';
import { renderBlogImage } from './blog-art';
import { renderDesign } from './design-art';
import { isUploadedProductImage } from '../products/admin/product-image-urls';
import type { Motif } from './motifs';
import { COLLECTION_TONES } from './palette';
import { renderProduct } from './product-art';
import { kindImageUrl } from './image-urls';
import { renderProductCatalog } from './product-catalog-art';

/** `{slug}.svg` with a plain slug; anything else cannot name a picture. */
const SVG_FILE = /^([a-z0-9][a-z0-9-]{0,119})\.svg$/;

function slugOf(file: string): string | undefined {
  return SVG_FILE.exec(file)?.[1];
}

/** The motif and word of a kind's drawing, by collection (the collections' own themes). */
const KIND_ART: Record<CollectionSlug, [Motif, string]> = {
  'inner-beauty': ['lotus', 'Glow'],
  'life-happens': ['mountain', 'Rise'],
  'love-is': ['rose', 'Love'],
};

/**
 * The shop's pictures, drawn by code: products, blog posts and design templates. Each is
 * rendered once, on first request, and then served from memory.
 */
@Injectable()
export class ArtworkService {
  private products?: Map<string, string>;
  private readonly blog = new Map<string, string>();
  private readonly designs = new Map<string, string>();
  private readonly kinds = new Map<string, string>();

  product(file: string): string {
    this.products ??= renderProductCatalog(PRODUCT_SEEDS);
    return this.found(this.products.get(slugOf(file) ?? ''));
  }

  /** A kind's drawing in a collection's colours (kind-image URL), for products with no own art. */
  kind(collection: string, file: string): string {
    const kind = slugOf(file) as ProductKind | undefined;
    if (!(COLLECTIONS as readonly string[]).includes(collection) || !kind) throw this.notFound();
    if (!PRODUCT_KINDS.includes(kind)) throw this.notFound();
    const slug = collection as CollectionSlug;
    return this.cached(this.kinds, `${slug}|${kind}`, () => {
      const [motif, word] = KIND_ART[slug];
      const tones = COLLECTION_TONES[slug];
      const tone = tones[PRODUCT_KINDS.indexOf(kind) % tones.length];
      return renderProduct(
        { slug: `${slug}-${kind}`, name: kind, kind, collection: slug, motif, word },
        tone,
      );
    });
  }

  /**
   * A product's drawing for its social card: its kind's when the product shows that (products
   * the owner added), its own otherwise. A product showing an uploaded image keeps a drawing
   * here (the card is composed from SVG): its own when it has one, else its kind's.
   */
  productOrKind(product: {
    slug: string;
    collection: string;
    kind: string;
    image: string;
  }): string {
    const kindDrawing = () => this.kind(product.collection, `${product.kind}.svg`);
    if (product.image === kindImageUrl(product.collection, product.kind)) return kindDrawing();
    if (!isUploadedProductImage(product.image)) return this.product(`${product.slug}.svg`);
    this.products ??= renderProductCatalog(PRODUCT_SEEDS);
    return this.products.get(product.slug) ?? kindDrawing();
  }

  blogPost(file: string): string {
    const slug = slugOf(file);
    const post = BLOG_SEEDS.find((p) => p.slug === slug);
    if (!slug || !post) throw this.notFound();
    return this.cached(this.blog, slug, () => renderBlogImage(slug, post.title));
  }

  design(file: string): string {
    const id = slugOf(file);
    const template = DESIGN_TEMPLATES.find((t) => t.id === id);
    if (!id || !template) throw this.notFound();
    return this.cached(this.designs, id, () => renderDesign(template));
  }

  private cached(
    cache: Map<string, string>,
    key: string,
    render: () => string | undefined,
  ): string {
    let svg = cache.get(key);
    if (svg === undefined) {
      svg = this.found(render());
      cache.set(key, svg);
    }
    return svg;
  }

  private found(svg: string | undefined): string {
    if (svg === undefined) throw this.notFound();
    return svg;
  }

  private notFound(): NotFoundError {
    return new NotFoundError('Image not found');
  }
}
