import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { MAIL_COLORS, MAIL_FONTS, SHOP_NAME } from './mail-theme';

export interface MailLayoutProps {
  /** The line an inbox shows after the subject. */
  preview: string;
  /** The card's heading: "Thank you, Maya!". */
  heading: string;
  children: ReactNode;
  /** Below the card, small: why this mail came, how to stop it. */
  footer?: ReactNode;
}

/**
 * Every e-mail's frame: the shop's name, one white card on the linen background, a small
 * footer. Tables (React Email's Container and Section) as mail clients need; at most 600 px
 * wide and fluid below, so it reads on a phone.
 */
export function MailLayout({ preview, heading: rawHeading, children, footer }: MailLayoutProps) {
  // One line, whatever it came with (a subject is a header: it never spans lines).
  const heading = rawHeading.replace(/\s+/g, ' ').trim();
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{heading}</title>
      </Head>
      <Body style={body}>
        <Preview>{preview}</Preview>
        <Container style={container}>
          <Section style={masthead}>
            <Text style={wordmark}>{SHOP_NAME}</Text>
            <Text style={tagline}>Inner Beauty · Life Happens · Love Is</Text>
          </Section>
          <Section style={card}>
            <Heading as="h1" style={h1}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={foot}>
            {footer}
            <Text style={footText}>
              {SHOP_NAME}: healing-themed pieces, made with love. Reply to this e-mail to reach us.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const body = {
  backgroundColor: MAIL_COLORS.bg,
  margin: '0',
  padding: '24px 0',
  fontFamily: MAIL_FONTS.body,
  color: MAIL_COLORS.ink,
};
// The side padding keeps the card off a phone's edges.
const container = { maxWidth: '600px', width: '100%', margin: '0 auto', padding: '0 12px' };
const masthead = { padding: '8px 20px 16px', textAlign: 'center' as const };
const wordmark = {
  fontFamily: MAIL_FONTS.display,
  fontSize: '28px',
  lineHeight: '34px',
  color: MAIL_COLORS.primary,
  margin: '0',
  letterSpacing: '0.5px',
};
const tagline = {
  fontSize: '12px',
  lineHeight: '18px',
  color: MAIL_COLORS.inkSoft,
  margin: '4px 0 0',
  letterSpacing: '1px',
  textTransform: 'uppercase' as const,
};
const card = {
  backgroundColor: MAIL_COLORS.surface,
  border: `1px solid ${MAIL_COLORS.border}`,
  borderRadius: '20px',
  padding: '28px 24px',
};
const h1 = {
  fontFamily: MAIL_FONTS.display,
  fontSize: '26px',
  lineHeight: '32px',
  fontWeight: 600,
  color: MAIL_COLORS.ink,
  margin: '0 0 16px',
};
const foot = { padding: '16px 24px', textAlign: 'center' as const };
const footText = {
  fontSize: '12px',
  lineHeight: '18px',
  color: MAIL_COLORS.inkSoft,
  margin: '8px 0 0',
};
