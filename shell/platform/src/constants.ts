// Values every part of the shop shows the same way. The API's constant lists (collections,
// categories, states) are re-exported so the front ends never restate them.
import type { ProductCategory } from '@healing/contracts';

export {
  COLLECTIONS,
  COLLECTION_NAMES,
  PRODUCT_CATEGORIES,
  PRODUCT_SORTS,
  STORY_CATEGORIES,
  CONTACT_SUBJECTS,
  US_STATE_CODES,
  DESIGN_PRODUCT_TYPES,
  DESIGN_TEMPLATES,
  DESIGN_THEMES,
  FONT_SIZES,
  CUSTOM_DESIGN_PRICES,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
} from '@healing/contracts';

export const CATEGORY_NAMES: Record<ProductCategory, string> = {
  apparel: 'Apparel',
  accessories: 'Accessories',
  wellness: 'Wellness',
  art: 'Art',
  treats: 'Treats',
};

/** Where the footer's Subscribe Now takes the visitor: the newsletter block's input. */
export const NEWSLETTER_SECTION_ID = 'newsletter';
export const NEWSLETTER_INPUT_ID = 'newsletter-email';
