import { Column } from '@react-email/column';
import { Img } from '@react-email/img';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import {
  ActionButton,
  Callout,
  Divider,
  FactRow,
  Paragraph,
  SectionTitle,
  small,
  TextLink,
} from '../mail/html/mail-blocks';
import { MAIL_COLORS } from '../mail/html/mail-theme';
import type { TrackingLink } from '@healing/contracts';
import { type MailAmounts, type MailOrderLine, shippingWords } from './order-mail-parts';

// The order e-mails' own blocks: lines, amounts, address, tracking and the personal link.

export function OrderLines({ lines }: { lines: readonly MailOrderLine[] }) {
  return (
    <Section>
      <SectionTitle>Your items</SectionTitle>
      {lines.map((line, index) => (
        <Row key={index} style={lineRow}>
          {line.pictureUrl && (
            <Column style={linePictureCell}>
              <Img
                src={line.pictureUrl}
                width={LINE_PICTURE_PIXELS}
                height={LINE_PICTURE_PIXELS}
                alt={`Your design: ${line.name}`}
                style={linePicture}
                // No preload link in the head: a mail has no use for one (React adds it otherwise).
                loading="lazy"
              />
            </Column>
          )}
          <Column style={lineCell}>
            <Text style={lineName}>{line.name}</Text>
            {line.details.map((detail) => (
              <Text key={detail.label} style={lineDetail}>
                {detail.label}:{' '}
                {detail.colour && (
                  <span style={{ ...swatch, backgroundColor: detail.colour }} aria-hidden="true" />
                )}
                {detail.label === 'Text' ? `“${detail.value}”` : detail.value}
              </Text>
            ))}
            <Text style={lineDetail}>
              {line.quantity} × ${line.unitPrice}
            </Text>
          </Column>
          <Column style={lineTotal}>${line.total}</Column>
        </Row>
      ))}
    </Section>
  );
}

export function OrderAmounts({ amounts }: { amounts: MailAmounts }) {
  return (
    <Section style={{ margin: '8px 0 0' }}>
      <FactRow label="Subtotal" value={`$${amounts.subtotal}`} />
      {amounts.promoCode && (
        <FactRow label={`Discount (${amounts.promoCode})`} value={`−$${amounts.discount}`} />
      )}
      <FactRow label="Shipping" value={shippingWords(amounts)} />
      <FactRow label="Tax" value={`$${amounts.tax}`} />
      <FactRow label="Total" value={`$${amounts.total}`} strong />
    </Section>
  );
}

export function AddressBlock({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <Section>
      <SectionTitle>{title}</SectionTitle>
      <Text style={address}>
        {lines.map((line, index) => (
          <span key={index}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </Text>
    </Section>
  );
}

/** The carrier and the link to follow the parcel, or the number alone when its carrier is unknown. */
export function TrackingBlock({
  trackingNumber,
  tracking,
}: {
  trackingNumber: string;
  tracking: TrackingLink | null;
}) {
  return (
    <Callout>
      <Text style={trackingLabel}>
        {tracking ? `${tracking.carrier} tracking number` : 'Tracking number'}
      </Text>
      <Text style={trackingNumberStyle}>{trackingNumber}</Text>
      {tracking ? (
        <Text style={small}>
          <TextLink href={tracking.url}>
            Follow your parcel on the {tracking.carrier} website
          </TextLink>
        </Text>
      ) : (
        <Text style={small}>
          You can follow your parcel with this number on the carrier’s website.
        </Text>
      )}
    </Callout>
  );
}

/** Every order e-mail's personal link: a button, its address in words, and a word of care. */
export function OrderLinkBlock({ url }: { url: string }) {
  return (
    <Section>
      <Divider />
      <Paragraph>See your order and where it stands at any time, from any device.</Paragraph>
      <ActionButton href={url}>View your order</ActionButton>
      <Text style={small}>This link is personal: please do not share it.</Text>
    </Section>
  );
}

/** A custom piece's picture (drawn at 240 px, so sharp on a phone's screen too). */
const LINE_PICTURE_PIXELS = 88;
const linePictureCell = {
  width: `${LINE_PICTURE_PIXELS + 14}px`,
  padding: '10px 14px 10px 0',
  verticalAlign: 'top' as const,
};
const linePicture = { borderRadius: '10px', border: `1px solid ${MAIL_COLORS.border}` };
const lineRow = { borderBottom: `1px solid ${MAIL_COLORS.border}` };
const lineCell = { padding: '10px 0', verticalAlign: 'top' as const };
const lineName = { fontSize: '16px', lineHeight: '22px', fontWeight: 700, margin: '0' };
const lineDetail = {
  fontSize: '14px',
  lineHeight: '20px',
  color: MAIL_COLORS.inkSoft,
  margin: '2px 0 0',
};
const lineTotal = {
  padding: '10px 0 10px 12px',
  fontSize: '16px',
  lineHeight: '22px',
  textAlign: 'right' as const,
  verticalAlign: 'top' as const,
  whiteSpace: 'nowrap' as const,
};
const swatch = {
  display: 'inline-block',
  width: '12px',
  height: '12px',
  borderRadius: '3px',
  border: `1px solid ${MAIL_COLORS.border}`,
  margin: '0 4px -1px 0',
};
const address = { fontSize: '16px', lineHeight: '24px', margin: '0 0 8px' };
const trackingLabel = {
  fontSize: '13px',
  lineHeight: '18px',
  color: MAIL_COLORS.inkSoft,
  margin: '0',
  textTransform: 'uppercase' as const,
  letterSpacing: '1px',
};
const trackingNumberStyle = {
  fontSize: '18px',
  lineHeight: '26px',
  fontWeight: 700,
  margin: '2px 0 0',
  letterSpacing: '1px',
};
