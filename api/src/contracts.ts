/**
 * The API's request and response types: declared once here, imported as types by the
 * front ends (`import type { ... } from 'api/contracts'`). DTO classes `implements` these,
 * so a drift between validation and contract fails the type check.
 * Amounts travel as decimal strings with two decimals ("24.99").
 */

export const COLLECTIONS = ['inner-beauty', 'life-happens', 'love-is'] as const;
export type CollectionSlug = (typeof COLLECTIONS)[number];

export const COLLECTION_NAMES: Record<CollectionSlug, string> = {
  'inner-beauty': 'Inner Beauty',
  'life-happens': 'Life Happens',
  'love-is': 'Love Is',
};

export const PRODUCT_CATEGORIES = ['apparel', 'accessories', 'wellness', 'art', 'treats'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const PRODUCT_SORTS = ['name', 'price-low', 'price-high', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const STORY_CATEGORIES = [
  'breakthrough',
  'relationship',
  'self-love',
  'loss',
  'growth',
] as const;
export type StoryCategory = (typeof STORY_CATEGORIES)[number];

export const MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const CONTACT_SUBJECTS = [
  'general',
  'order',
  'partnership',
  'feedback',
  'wholesale',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_METHODS = ['card', 'paypal'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export type MailStatus = 'pending' | 'sent';

export const DESIGN_PRODUCT_TYPES = [
  'tshirts',
  'caps',
  'books',
  'pendants',
  'necklace',
  'dogtags',
] as const;
export type DesignProductType = (typeof DESIGN_PRODUCT_TYPES)[number];

export const FONT_SIZES = ['small', 'medium', 'large', 'extra-large'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

/** Every 4xx/5xx answer. `field` names the input the message is about, when there is one. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
  field?: string;
  errors?: { field: string; message: string }[];
}

// Catalog

export interface ProductDto {
  id: number;
  name: string;
  description: string;
  image: string;
  price: string;
  category: ProductCategory;
  collection: CollectionSlug;
  kind: string;
  inStock: boolean;
  createdAt: string;
}

export interface ProductListQuery {
  category?: ProductCategory;
  sort?: ProductSort;
}

// Content

export interface BlogPostSummaryDto {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  image: string;
  publishedAt: string;
}

export interface BlogPostDto extends BlogPostSummaryDto {
  content: string;
}

// Cart

export interface CustomDesignData {
  productType: DesignProductType;
  category: CollectionSlug;
  selectedDesign?: string;
  customText?: string;
  fontSize?: FontSize;
  textColor?: string;
  /** Id of a stored upload (POST /api/uploads). */
  uploadId?: string;
  /** Id of a built-in template, such as 'li-love2'. */
  templateId?: string;
  /** Display value: the template id or the uploaded file's name. */
  designImage?: string;
}

export interface AddProductToCartRequest {
  sessionId: string;
  productId: number;
  quantity?: number;
}

export interface AddCustomDesignToCartRequest {
  sessionId: string;
  quantity?: number;
  isCustomDesign: true;
  customDesignData: CustomDesignData;
  customProductName: string;
  /** Ignored: the server sets custom prices. Accepted so SPEC.md's client keeps working. */
  customPrice?: string;
}

export type AddToCartRequest = AddProductToCartRequest | AddCustomDesignToCartRequest;

export interface UpdateCartItemRequest {
  quantity: number;
}

export interface CartProductDto {
  id: number;
  name: string;
  description: string;
  image: string;
  price: string;
  category: ProductCategory;
  inStock: boolean;
}

/** What one cart may hold: the API refuses more, and the cart page never offers more. */
export const MAX_CART_LINES = 50;
export const MAX_LINE_QUANTITY = 99;

export interface ApplyPromoRequest {
  code: string;
}

export interface CartItemDto {
  id: number;
  sessionId: string;
  productId: number | null;
  quantity: number;
  isCustomDesign: boolean;
  customDesignData: CustomDesignData | null;
  customProductName: string | null;
  /** The server's unit price for a custom item ("25.00"); null for catalogue lines. */
  customPrice: string | null;
  /** Unit price the order would charge, and the line's total. */
  unitPrice: string;
  lineTotal: string;
  /** Where the design's image can be seen (an upload or a template), for custom lines. */
  previewImage: string | null;
  product: CartProductDto | null;
}

export interface CartSummaryDto {
  itemCount: number;
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  promoCode: string | null;
  promoApplied: boolean;
  freeShippingThreshold: string;
  /** How much more qualifies for free shipping ("0.00" once it does). */
  amountToFreeShipping: string;
}

// Checkout and orders

export interface CheckoutRequest {
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone?: string | null;
  promoCode?: string | null;
  paymentMethod?: PaymentMethod;
  /** Sent by SPEC.md's client; ignored: the server computes every amount. */
  subtotal?: string;
  discount?: string;
  shipping?: string;
  tax?: string;
  total?: string;
  status?: string;
}

export interface OrderItemDto {
  id: number;
  productId: number | null;
  productName: string;
  image: string | null;
  quantity: number;
  price: string;
  total: string;
  isCustomDesign: boolean;
  customDesignData: CustomDesignData | null;
  customProductName: string | null;
}

export interface OrderDto {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string | null;
  subtotal: string;
  discount: string;
  shipping: string;
  tax: string;
  total: string;
  promoCode: string | null;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  createdAt: string;
  items: OrderItemDto[];
  /** How to pay, in words, for the confirmation page and e-mail. */
  paymentInstructions: string;
}

export interface CheckoutResponse {
  success: true;
  id: number;
  orderId: number;
  message: string;
  order: OrderDto;
}

// Community

export interface HealingMomentDto {
  id: number;
  name: string;
  story: string;
  emotionBefore: string | null;
  emotionAfter: string | null;
  category: StoryCategory;
  isAnonymous: boolean;
  likeCount: number;
  submittedAt: string;
}

export interface AdminHealingMomentDto extends HealingMomentDto {
  moderationStatus: ModerationStatus;
  isApproved: boolean;
  reviewedAt: string | null;
}

export interface CreateHealingMomentRequest {
  name: string;
  story: string;
  category: StoryCategory;
  isAnonymous?: boolean;
  emotionBefore?: string | null;
  emotionAfter?: string | null;
}

export interface CreateHealingMomentResponse {
  id: number;
  status: 'pending';
  message: string;
}

export interface LikeResponse {
  likeCount: number;
  liked: boolean;
}

/** GET /api/healing-moments/likes: the published stories the session (X-Session-Id) liked. */
export interface LikedMomentsResponse {
  likedIds: number[];
}

// Engagement

export interface NewsletterRequest {
  email: string;
}

export interface NewsletterResponse {
  success: true;
  email: string;
  alreadySubscribed: boolean;
  message: string;
}

export interface ContactRequest {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

export interface ContactResponse {
  success: true;
  id: number;
  message: string;
}

// Uploads

export interface UploadResponse {
  id: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
}

// Health

export interface HealthResponse {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  uptimeSeconds: number;
}

// Design catalogue (built in; the designer remote shows it, the cart validates against it)

export const DESIGN_THEMES = [
  'Love',
  'Wisdom',
  'Healing',
  'Peace',
  'Blessed',
  'Prayer',
  'Power',
  'No Fear',
] as const;

export interface DesignTemplate {
  /** Such as 'ib-love', 'lh-peace', 'li-love' (Thorny) or 'li-love2' (Rose). */
  id: string;
  collection: CollectionSlug;
  name: string;
}

function themeSlug(theme: string): string {
  return theme.toLowerCase().replace(/\s+/g, '');
}

/** 8 for inner-beauty, the same 8 for life-happens, 15 for love-is (7 Thorny, 8 Rose). */
export const DESIGN_TEMPLATES: readonly DesignTemplate[] = [
  ...DESIGN_THEMES.map((theme) => ({
    id: `ib-${themeSlug(theme)}`,
    collection: 'inner-beauty' as const,
    name: theme,
  })),
  ...DESIGN_THEMES.map((theme) => ({
    id: `lh-${themeSlug(theme)}`,
    collection: 'life-happens' as const,
    name: theme,
  })),
  ...DESIGN_THEMES.slice(0, 7).map((theme) => ({
    id: `li-${themeSlug(theme)}`,
    collection: 'love-is' as const,
    name: `Thorny ${theme}`,
  })),
  ...DESIGN_THEMES.map((theme) => ({
    id: `li-${themeSlug(theme)}2`,
    collection: 'love-is' as const,
    name: `Rose ${theme}`,
  })),
];

/** The server's price for a custom item, per product type (25.00 for every type today). */
export const CUSTOM_DESIGN_PRICES: Record<DesignProductType, string> = {
  tshirts: '25.00',
  caps: '25.00',
  books: '25.00',
  pendants: '25.00',
  necklace: '25.00',
  dogtags: '25.00',
};
