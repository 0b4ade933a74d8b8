import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/domain-errors';
import { DESIGN_TEMPLATES } from '../contracts';
import { BLOG_SEEDS } from '../database/seed/blog.data';
import { PRODUCT_SEEDS } from '../database/seed/products.data';
import { renderBlogImage } from './blog-art';
import { renderDesign } from './design-art';
import { renderProductCatalog } from './product-catalog-art';

/** `{slug}.svg` with a plain slug; anything else cannot name a picture. */
const SVG_FILE = /^([a-z0-9][a-z0-9-]{0,119})\.svg$/;

function slugOf(file: string): string | undefined {
  return SVG_FILE.exec(file)?.[1];
}

/**
 * The shop's pictures, drawn by code: products, blog posts and design templates. Each is
 * rendered once, on first request, and then served from memory.
 */
@Injectable()
export class ArtworkService {
  private products?: Map<string, string>;
  private readonly blog = new Map<string, string>();
  private readonly designs = new Map<string, string>();

  product(file: string): string {
    this.products ??= renderProductCatalog(PRODUCT_SEEDS);
    return this.found(this.products.get(slugOf(file) ?? ''));
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
