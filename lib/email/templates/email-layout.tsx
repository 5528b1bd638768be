import "server-only";
import type { CSSProperties, ReactNode } from "react";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { OrderEmailShop } from "@/lib/email/order-emails";

// The frame of every customer e-mail: the shop's name as a text header (no logo image, so nothing is
// lost when a client blocks images), the content, an optional "View your order" button and a footer
// with the shop's contact link. Inline styles only (e-mail clients drop <style> and classes); one
// column at most 600px wide that shrinks to a phone's 320px, system fonts, 16px body text.

export const colors = {
  text: "#1f2937",
  muted: "#4b5563",
  border: "#e5e7eb",
  panel: "#f9fafb",
  page: "#f3f4f6",
  accent: "#1d4ed8",
} as const;

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif, 'Apple Color Emoji'";

export const paragraph: CSSProperties = {
  fontSize: "16px",
  lineHeight: "24px",
  margin: "0 0 16px",
  color: colors.text,
};
export const smallText: CSSProperties = { fontSize: "14px", lineHeight: "20px", margin: "0", color: colors.muted };
export const subheading: CSSProperties = {
  fontSize: "16px",
  lineHeight: "24px",
  fontWeight: 700,
  margin: "24px 0 8px",
  color: colors.text,
};

/** A heading inside an e-mail ("Shipping to:"); its text line stands right above what it heads. */
export function Subheading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Heading as="h2" style={{ ...subheading, ...style }}>
      {children}
    </Heading>
  );
}

/** The outer frame of every e-mail (customer or operator): one centred column on a grey page. */
export function EmailShell({
  preview,
  containerStyle,
  children,
}: {
  /** The line a mail client shows beside the subject in the inbox. */
  preview: string;
  containerStyle?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: "16px 8px", fontFamily }}>
        <Container
          style={{
            maxWidth: "600px",
            width: "100%",
            backgroundColor: "#ffffff",
            border: `1px solid ${colors.border}`,
            borderRadius: "8px",
            ...containerStyle,
          }}
        >
          {children}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * A button to a page, with a sentence and the address written out beneath for clients that do not show
 * buttons. The plain-text part skips the button and keeps the sentence: "See your order…: https://…".
 */
export function LinkButton({
  href,
  label,
  lead,
  style,
}: {
  href: string;
  label: string;
  lead: string;
  style?: CSSProperties;
}) {
  return (
    <Section style={{ margin: "8px 0 8px", ...style }}>
      <Button
        href={href}
        data-skip-in-text
        style={{
          backgroundColor: colors.accent,
          color: "#ffffff",
          fontSize: "16px",
          fontWeight: 700,
          lineHeight: "24px",
          padding: "12px 20px",
          borderRadius: "6px",
          textDecoration: "none",
        }}
      >
        {label}
      </Button>
      <Text style={{ ...smallText, margin: "12px 0 0", wordBreak: "break-all" }}>
        {lead}{" "}
        <Link href={href} style={{ color: colors.accent }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

const ORDER_PAGE_LEAD = "See your order, its status and receipt:";

/** The customer's order page: a "View your order" button and the sentence every customer e-mail ends with. */
export function OrderPageButton({ href, lead = ORDER_PAGE_LEAD }: { href: string; lead?: string }) {
  return <LinkButton href={href} label="View your order" lead={lead} />;
}

export type EmailLayoutProps = {
  shop: OrderEmailShop;
  /** The line a mail client shows beside the subject in the inbox. */
  preview: string;
  /** The customer's order page: a "View your order" button when given. */
  orderPageUrl?: string | null;
  /** The sentence before the order page's address; default "See your order, its status and receipt:". */
  orderPageLead?: string;
  children: ReactNode;
};

export function EmailLayout({ shop, preview, orderPageUrl, orderPageLead, children }: EmailLayoutProps) {
  return (
    <EmailShell preview={preview}>
      <Section style={{ padding: "20px 24px", borderBottom: `1px solid ${colors.border}` }}>
        <Heading as="h1" style={{ fontSize: "20px", lineHeight: "28px", margin: 0, color: colors.text }}>
          {shop.companyName}
        </Heading>
      </Section>
      <Section style={{ padding: "24px" }}>
        {children}
        {orderPageUrl ? <OrderPageButton href={orderPageUrl} lead={orderPageLead} /> : null}
      </Section>
      <Hr style={{ borderColor: colors.border, margin: 0 }} />
      <Section style={{ padding: "16px 24px 20px" }}>
        {shop.contactUrl ? (
          <Text style={{ ...smallText, margin: "0 0 8px" }}>
            Questions? Contact us at{" "}
            <Link href={shop.contactUrl} style={{ color: colors.accent, textDecoration: "underline" }}>
              {shop.contactUrl}
            </Link>
          </Text>
        ) : null}
        <Text style={smallText}>{`Thank you for choosing ${shop.companyName}!`}</Text>
      </Section>
    </EmailShell>
  );
}

/** A bordered box holding the order summary (lines, totals). */
export function SummaryBox({ children }: { children: ReactNode }) {
  return (
    <Section
      style={{
        backgroundColor: colors.panel,
        border: `1px solid ${colors.border}`,
        borderRadius: "6px",
        padding: "12px 16px",
        margin: "0 0 16px",
      }}
    >
      {children}
    </Section>
  );
}

/** Lines of text kept as separate lines (an address). */
export function Lines({ lines, style }: { lines: readonly ReactNode[]; style?: CSSProperties }) {
  return (
    <Text style={{ ...paragraph, ...style }}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </span>
      ))}
    </Text>
  );
}
