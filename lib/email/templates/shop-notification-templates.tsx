import "server-only";
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { render } from "@react-email/render";
import { formatNumber } from "@/lib/email/order-emails";
import type { ProofChangesRequestedEmailInput } from "@/lib/email/shop-notification-emails";
import { colors, paragraph, smallText, SummaryBox } from "./email-layout";

// The HTML part of the operator notices (shop-notification-emails.ts writes the text, saying the same).
// Not the customer layout: an operator needs no "Thank you for choosing…" footer, only the facts and a
// button to the admin order detail. Inline styles only, as in every e-mail.

const fontFamily = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function ProofChangesRequestedEmail(input: ProofChangesRequestedEmailInput) {
  const number = formatNumber(input.shop, input.order);
  const who = input.customer.name.trim() || "The customer";
  const headline = `${who} (${input.customer.email}) asked for changes to proof ${input.proofVersion} of order ${number}.`;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{headline}</Preview>
      <Body style={{ backgroundColor: colors.page, margin: 0, padding: "16px 8px", fontFamily }}>
        <Container
          style={{
            maxWidth: "600px",
            width: "100%",
            backgroundColor: "#ffffff",
            border: `1px solid ${colors.border}`,
            borderRadius: "8px",
            padding: "24px",
          }}
        >
          <Heading as="h1" style={{ fontSize: "20px", lineHeight: "28px", margin: "0 0 16px", color: colors.text }}>
            {`Changes requested on order ${number}`}
          </Heading>
          <Text style={paragraph}>{headline}</Text>
          <SummaryBox>
            <Text style={{ ...smallText, margin: "0 0 4px" }}>Their comment:</Text>
            <Text style={{ ...paragraph, margin: 0, whiteSpace: "pre-wrap" }}>{input.comment}</Text>
          </SummaryBox>
          {input.replacementDesignName ? (
            <Text style={paragraph}>
              {`They uploaded a new design: ${input.replacementDesignName}. It is now the order's design.`}
            </Text>
          ) : null}
          <Section style={{ margin: "8px 0 16px" }}>
            <Button
              href={input.adminOrderUrl}
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
              Send a new proof
            </Button>
            <Text style={{ ...smallText, margin: "12px 0 0", wordBreak: "break-all" }}>
              Or open{" "}
              <Link href={input.adminOrderUrl} style={{ color: colors.accent }}>
                {input.adminOrderUrl}
              </Link>
            </Text>
          </Section>
          <Text style={smallText}>The order stays unprinted until the customer approves a proof.</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Rendered when the notice is queued; null (sent as text only, error logged) if rendering fails. */
export async function renderProofChangesRequestedHtml(input: ProofChangesRequestedEmailInput): Promise<string | null> {
  try {
    return await render(<ProofChangesRequestedEmail {...input} />);
  } catch (error) {
    console.error(
      "The HTML part of the proof change request notice could not be rendered; it is sent as text only.",
      error,
    );
    return null;
  }
}
