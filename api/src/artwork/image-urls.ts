/** Where the API serves its generated pictures (relative, so they work behind any origin). */
export function productImageUrl(slug: string): string {
  return `/api/images/products/${slug}.svg`;
}

/**
 * The drawing of a product kind in a collection's colours: the picture of a product the owner
 * added in the back office until an image is uploaded for it.
 */
export function kindImageUrl(collection: string, kind: string): string {
  return `/api/images/kinds/${collection}/${kind}.svg`;
}

export function blogImageUrl(slug: string): string {
  return `/api/images/blog/${slug}.svg`;
}

export function designImageUrl(templateId: string): string {
  return `/api/images/designs/${templateId}.svg`;
}
