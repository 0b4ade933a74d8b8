/** Where the API serves its generated pictures (relative, so they work behind any origin). */
export function productImageUrl(slug: string): string {
  return `/api/images/products/${slug}.svg`;
}

export function blogImageUrl(slug: string): string {
  return `/api/images/blog/${slug}.svg`;
}

export function designImageUrl(templateId: string): string {
  return `/api/images/designs/${templateId}.svg`;
}
