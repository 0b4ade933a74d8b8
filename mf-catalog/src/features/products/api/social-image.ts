/** The API's 1200x630 PNG card of a product, for link previews (og:image), through the shop's origin. */
export function productSocialImagePath(productId: number): string {
  return `/api/images/social/products/${productId}.png`;
}
