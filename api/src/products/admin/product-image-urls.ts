/** Where an uploaded product image is served; its id never names other bytes. */
export const PRODUCT_IMAGE_PATH = '/api/products/images/';

export function uploadedProductImageUrl(imageId: string): string {
  return `${PRODUCT_IMAGE_PATH}${imageId}`;
}

export function isUploadedProductImage(url: string): boolean {
  return url.startsWith(PRODUCT_IMAGE_PATH);
}
