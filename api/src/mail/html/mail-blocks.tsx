import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Hr } from '@react-email/hr';
import { Link } from '@react-email/link';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { MAIL_COLORS, MAIL_FONTS } from './mail-theme';

// The pieces every template is made of. Text goes in as React children, so React escapes it.

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** A small heading inside the card: "Your items". */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <Text style={sectionTitle}>{children}</Text>;
}

/** The one thing to do, as a button, with its address in words below for clients that hide it. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0 8px' }}>
      <Button href={href} style={button}>
        {children}
      </Button>
      <Text style={small}>
        Or open this address: <TextLink href={href}>{href}</TextLink>
      </Text>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={link}>
      {children}
    </Link>
  );
}

/** A soft box for what the reader should keep in mind: a code, a tracking number, a reason. */
export function Callout({ children }: { children: ReactNode }) {
  return <Section style={callout}>{children}</Section>;
}

/** A paragraph inside a Callout, whose padding is its margin. */
export function CalloutText({ children }: { children: ReactNode }) {
  return <Text style={{ ...paragraph, margin: '0' }}>{children}</Text>;
}

/** Label and value on one row, the value right-aligned: amounts, facts. */
export function FactRow({
  label,
  value,
  strong = false,
}: {
  label: ReactNode;
  value: ReactNode;
  strong?: boolean;
}) {
  const style = strong ? factStrong : fact;
  return (
    <Row>
      <Column style={style}>{label}</Column>
      <Column style={{ ...style, textAlign: 'right', whiteSpace: 'nowrap' }}>{value}</Column>
    </Row>
  );
}

export function Divider() {
  return <Hr style={divider} />;
}

export function Signature({ from = 'Healing Shop' }: { from?: string }) {
  return (
    <Text style={{ ...paragraph, margin: '24px 0 0' }}>
      With love,
      <br />
      {from}
    </Text>
  );
}

export const paragraph = {
  fontSize: '16px',
  lineHeight: '24px',
  color: MAIL_COLORS.ink,
  margin: '0 0 14px',
};
export const small = {
  fontSize: '13px',
  lineHeight: '20px',
  color: MAIL_COLORS.inkSoft,
  margin: '8px 0 0',
  wordBreak: 'break-all' as const,
};
const sectionTitle = {
  fontFamily: MAIL_FONTS.display,
  fontSize: '18px',
  lineHeight: '24px',
  fontWeight: 600,
  color: MAIL_COLORS.ink,
  margin: '20px 0 8px',
};
const button = {
  backgroundColor: MAIL_COLORS.primary,
  color: MAIL_COLORS.onPrimary,
  borderRadius: '999px',
  fontSize: '16px',
  fontWeight: 700,
  padding: '14px 28px',
  textDecoration: 'none',
};
// A long address breaks anywhere rather than widen the mail past a phone's screen.
const link = {
  color: MAIL_COLORS.primary,
  textDecoration: 'underline',
  wordBreak: 'break-all' as const,
};
const callout = {
  backgroundColor: MAIL_COLORS.surfaceWarm,
  borderRadius: '12px',
  padding: '14px 16px',
  margin: '8px 0 16px',
};
const fact = {
  fontSize: '15px',
  lineHeight: '22px',
  color: MAIL_COLORS.inkSoft,
  padding: '3px 0',
  verticalAlign: 'top' as const,
};
const factStrong = {
  ...fact,
  fontSize: '17px',
  fontWeight: 700,
  color: MAIL_COLORS.ink,
  padding: '8px 0 0',
};
const divider = { borderColor: MAIL_COLORS.border, margin: '16px 0' };
