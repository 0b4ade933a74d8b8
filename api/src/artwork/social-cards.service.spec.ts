import type { Repository } from 'typeorm';
import type { BlogPost } from '../content/blog-post.entity';
import { PRODUCT_SEEDS } from '../database/seed/products.data';
import type { ApiMetrics } from '../observability/metrics';
import type { Product } from '../products/product.entity';
import { ArtworkService } from './artwork.service';
import type { PngImage, SocialCardStore } from './social-card-store';
import { CARD_RENDERS_AT_ONCE, SocialCardsService } from './social-cards.service';

/** A store that keeps nothing, renders whatever it is asked, and counts renders running at once. */
class CountingStore {
  running = 0;
  mostAtOnce = 0;
  renders = 0;
  find(): Promise<PngImage | undefined> {
    return Promise.resolve(undefined);
  }
  async renderOnce(_subject: string, _version: string, render: () => Promise<Buffer>) {
    this.running += 1;
    this.mostAtOnce = Math.max(this.mostAtOnce, this.running);
    this.renders += 1;
    try {
      const png = await render();
      return { png, etag: '"x"' };
    } finally {
      this.running -= 1;
    }
  }
}

describe('SocialCardsService', () => {
  const products = PRODUCT_SEEDS.slice(0, 6).map((seed, index) => ({
    ...seed,
    id: index + 1,
    image: `/api/images/products/${seed.slug}.svg`,
  }));
  let store: CountingStore;
  let service: SocialCardsService;

  beforeEach(() => {
    store = new CountingStore();
    const productRepository = {
      findOne: ({ where }: { where: { id: number } }) =>
        Promise.resolve(products.find((product) => product.id === where.id) ?? null),
    } as unknown as Repository<Product>;
    const metrics = { socialCardRenders: { inc: () => undefined } } as unknown as ApiMetrics;
    service = new SocialCardsService(
      store as unknown as SocialCardStore,
      metrics,
      new ArtworkService(),
      productRepository,
      {} as Repository<BlogPost>,
    );
  });

  it(`renders at most ${CARD_RENDERS_AT_ONCE} cards at once, however many are asked for`, async () => {
    const cards = await Promise.all(
      products.map((product) => service.product(`${product.id}.png`)),
    );
    expect(cards).toHaveLength(products.length);
    expect(store.renders).toBe(products.length);
    expect(store.mostAtOnce).toBe(CARD_RENDERS_AT_ONCE);
  });

  it('asks the store once for a card many ask for at the same moment', async () => {
    await Promise.all(Array.from({ length: 20 }, () => service.product('3.png')));
    expect(store.renders).toBe(1);
  });
});
