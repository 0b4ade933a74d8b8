import { type CustomDesignData, DESIGN_TEMPLATES, variantDisplayName } from '@healing/contracts';
import { previewImage } from '../cart/custom-design';
import { formatCents, toCents } from '../common/money';
import { visitorLine } from '../mail/visitor-text';

// What an order e-mail shows of the order, the same in its HTML and in its text: each line with
// its variant and custom details, the amounts, the address. Visitor text is cleaned to one line
// here (visitorLine) and escaped by the HTML template.

/** One detail of a custom piece: "Text", "Be gentle"; `colour` is a checked #hex. */
export interface MailLineDetail {
  label: string;
  value: string;
  colour?: string;
}

export interface MailOrderLine {
  /** "Inner Peace Tee — M". */
  name: string;
  quantity: number;
  unitPrice: string;
  total: string;
  details: MailLineDetail[];
  /** A custom piece's picture as designed (absolute), when the mail is HTML. */
  pictureUrl: string | null;
}

export interface MailAmounts {
  subtotal: string;
  discount: string;
  promoCode: string | null;
  shipping: string;
  tax: string;
  total: string;
}

/** The fields an order line has both as an entity and as the shopper's DTO. */
export interface OrderLineFields {
  productName: string;
  variantLabel: string | null;
  quantity: number;
  price: string;
  total: string;
  customDesignData: CustomDesignData | null;
}

const FONT_SIZE_WORDS: Record<string, string> = {
  small: 'Small',
  medium: 'Medium',
  large: 'Large',
  'extra-large': 'Extra large',
};
const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function money(amount: string): string {
  return formatCents(toCents(amount));
}

/** A custom piece's design: template, own image, text, font size and colour, as it has them. */
export function customDetails(data: CustomDesignData | null): MailLineDetail[] {
  if (!data) return [];
  const details: MailLineDetail[] = [];
  const template = data.templateId
    ? DESIGN_TEMPLATES.find((candidate) => candidate.id === data.templateId)
    : undefined;
  const design = data.selectedDesign?.trim() || template?.name;
  if (design) details.push({ label: 'Design', value: visitorLine(design) });
  if (data.uploadId) details.push({ label: 'Image', value: 'your own upload' });
  if (data.customText?.trim()) details.push({ label: 'Text', value: visitorLine(data.customText) });
  if (data.fontSize) {
    details.push({ label: 'Font size', value: FONT_SIZE_WORDS[data.fontSize] ?? data.fontSize });
  }
  if (data.textColor && HEX_COLOUR.test(data.textColor)) {
    const colour = data.textColor.toUpperCase();
    details.push({ label: 'Colour', value: colour, colour });
  }
  return details;
}

/**
 * The lines as a mail shows them. With `shopUrl` (any address on the shop, such as the order's
 * link), a custom piece carries its designed picture: catalogue lines have none, as their
 * drawings are SVG, which most mail clients do not show.
 */
export function mailLines(items: readonly OrderLineFields[], shopUrl?: string): MailOrderLine[] {
  return items.map((item) => {
    const picture = shopUrl && previewImage(null, item.customDesignData);
    return {
      name: visitorLine(variantDisplayName(item.productName, item.variantLabel)),
      quantity: item.quantity,
      unitPrice: money(item.price),
      total: money(item.total),
      details: customDetails(item.customDesignData),
      pictureUrl: picture ? new URL(picture, shopUrl).toString() : null,
    };
  });
}

export function mailAmounts(order: {
  subtotal: string;
  discount: string;
  promoCode: string | null;
  shipping: string;
  tax: string;
  total: string;
}): MailAmounts {
  return {
    subtotal: money(order.subtotal),
    discount: money(order.discount),
    promoCode: order.promoCode,
    shipping: money(order.shipping),
    tax: money(order.tax),
    total: money(order.total),
  };
}

/** The address as its lines, plain: "Maya Rivers", "12 Willow Lane", "Portland, OR 97201". */
export function addressLines(order: {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  phone?: string | null;
}): string[] {
  return [
    visitorLine(`${order.firstName} ${order.lastName}`),
    visitorLine(order.address),
    `${visitorLine(order.city)}, ${order.state} ${order.zipCode}`,
    ...(order.phone ? [`Phone: ${visitorLine(order.phone)}`] : []),
  ];
}

export function shippingWords(amounts: Pick<MailAmounts, 'shipping'>): string {
  return amounts.shipping === '0.00' ? 'Free' : `$${amounts.shipping}`;
}

/** "Design: Rose Love; Text: Be gentle; Font size: Large; Colour: #D14D72". */
export function detailsText(details: readonly MailLineDetail[]): string {
  return details.map((detail) => `${detail.label}: ${detail.value}`).join('; ');
}

/** The lines as the text shows them: "- 2 x Inner Peace Tee — M at $27.50 = $55.00". */
export function linesText(lines: readonly MailOrderLine[]): string[] {
  return lines.flatMap((line) => [
    `- ${line.quantity} x ${line.name} at $${line.unitPrice} = $${line.total}`,
    ...(line.details.length > 0 ? [`    ${detailsText(line.details)}`] : []),
  ]);
}

export function amountsText(amounts: MailAmounts): string[] {
  return [
    `Subtotal: $${amounts.subtotal}`,
    ...(amounts.promoCode ? [`Discount (${amounts.promoCode}): -$${amounts.discount}`] : []),
    `Shipping: ${shippingWords(amounts)}`,
    `Tax: $${amounts.tax}`,
    `Total: $${amounts.total}`,
  ];
}
