import { type Carrier, type OrderDto, trackingLink } from '@healing/contracts';
import {
  ActionButton,
  Callout,
  CalloutText,
  Paragraph,
  SectionTitle,
  Signature,
  TextLink,
} from '../mail/html/mail-blocks';
import { MailLayout } from '../mail/html/mail-layout';
import { renderMailHtml } from '../mail/html/render-mail-html';
import { greetingName } from '../mail/visitor-text';
import {
  AddressBlock,
  OrderAmounts,
  OrderLines,
  OrderLinkBlock,
  TrackingBlock,
} from './order-mail-blocks';
import { addressLines, mailAmounts, mailLines } from './order-mail-parts';
import type { OrderLineFields } from './order-mail-parts';

/** The order confirmation in the shop's look: confirmation-mail.ts has its text. */
export function confirmationMailHtml(order: OrderDto, orderUrl: string): string {
  return renderMailHtml(
    <MailLayout
      preview={`We have received your order #${order.id}: $${order.total}.`}
      heading={`Thank you, ${greetingName(order.firstName)}!`}
    >
      <Paragraph>
        We have received your order #{order.id}. It ships once it is paid: see how to pay below.
      </Paragraph>
      <OrderLines lines={mailLines(order.items, orderUrl)} />
      <OrderAmounts amounts={mailAmounts(order)} />
      <AddressBlock title="Shipping to" lines={addressLines(order)} />
      <SectionTitle>How to pay</SectionTitle>
      <Callout>
        <CalloutText>{order.paymentInstructions}</CalloutText>
      </Callout>
      <OrderLinkBlock url={orderUrl} />
      <Signature />
    </MailLayout>,
  );
}

/** What a step's e-mail says and shows beyond its words (lifecycle-mails.ts has its text). */
export interface LifecycleContent {
  heading: string;
  /** Sentences, without addresses: links go in `action`, `tracking` or `reviews`. */
  paragraphs: string[];
  /** One button: the payment link. */
  action?: { label: string; url: string };
  trackingNumber?: string;
  /** The carrier the owner chose; without one, the number's shape names it when it can. */
  carrier?: Carrier | null;
  /** Where it ships: the order's address. */
  showAddress?: boolean;
  reviews?: readonly { productName: string; url: string }[];
  /** Shown after the reviews or paragraphs, smaller. */
  note?: string;
}

export interface LifecycleOrder {
  id: number;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  subtotal: string;
  discount: string;
  promoCode: string | null;
  shipping: string;
  tax: string;
  total: string;
  /** The lines, when the caller loaded them: the mail then lists them with the amounts. */
  items?: readonly OrderLineFields[];
}

/** A step of an order's life in the shop's look: paid, shipped, delivered, cancelled, a link. */
export function lifecycleMailHtml(
  order: LifecycleOrder,
  content: LifecycleContent,
  orderUrl: string,
): string {
  const items = order.items ?? [];
  return renderMailHtml(
    <MailLayout preview={content.paragraphs[0] ?? content.heading} heading={content.heading}>
      <Paragraph>Hello {greetingName(order.firstName)},</Paragraph>
      {content.paragraphs.map((paragraph, index) => (
        <Paragraph key={index}>{paragraph}</Paragraph>
      ))}
      {content.action && (
        <ActionButton href={content.action.url}>{content.action.label}</ActionButton>
      )}
      {content.trackingNumber && (
        <TrackingBlock
          trackingNumber={content.trackingNumber}
          tracking={trackingLink(content.trackingNumber, content.carrier ?? null)}
        />
      )}
      {content.showAddress && <AddressBlock title="Shipping to" lines={addressLines(order)} />}
      {content.reviews && content.reviews.length > 0 && (
        <>
          <SectionTitle>Tell other shoppers what you think</SectionTitle>
          {content.reviews.map((review) => (
            <Paragraph key={review.url}>
              <TextLink href={review.url}>Review {review.productName}</TextLink>
            </Paragraph>
          ))}
        </>
      )}
      {content.note && <Paragraph>{content.note}</Paragraph>}
      {items.length > 0 && (
        <>
          <OrderLines lines={mailLines(items, orderUrl)} />
          <OrderAmounts amounts={mailAmounts(order)} />
        </>
      )}
      <OrderLinkBlock url={orderUrl} />
      <Signature />
    </MailLayout>,
  );
}

/** "Find my order": each order of the address with its own personal link, as a button. */
export function foundOrdersMailHtml(
  orders: readonly { summary: string; id: number; url: string }[],
): string {
  return renderMailHtml(
    <MailLayout preview="The links to your Healing Shop orders." heading="Your orders">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Someone (we hope you) asked for the links to the orders placed with this e-mail address.
        Each link opens the order, from any device.
      </Paragraph>
      {orders.map((order) => (
        <Callout key={order.url}>
          <CalloutText>{order.summary}</CalloutText>
          <ActionButton href={order.url}>View order #{order.id}</ActionButton>
        </Callout>
      ))}
      <Paragraph>
        These links are personal: please do not share them. If you did not ask for them, you can
        ignore this e-mail.
      </Paragraph>
      <Signature />
    </MailLayout>,
  );
}
