import "server-only";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { render } from "@react-email/render";
import { formatNumber } from "@/lib/email/order-emails";
import type { ProofChangesRequestedEmailInput } from "@/lib/email/shop-notification-emails";
import { colors, EmailShell, LinkButton, paragraph, smallText, SummaryBox } from "./email-layout";

// The HTML part of the operator notices (shop-notification-emails.ts writes the text, saying the same).
// Not the customer layout: an operator needs no "Thank you for choosing…" footer, only the facts and a
// button to the admin order detail. Inline styles only, as in every e-mail.

export function ProofChangesRequestedEmail(input: ProofChangesRequestedEmailInput) {
  const number = formatNumber(input.shop, input.order);
  const who = input.customer.name.trim() || "The customer";
  const headline = `${who} (${input.customer.email}) asked for changes to proof ${input.proofVersion} of order ${number}.`;
  return (
    <EmailShell preview={headline} containerStyle={{ padding: "24px" }}>
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
      <LinkButton href={input.adminOrderUrl} label="Send a new proof" style={{ margin: "8px 0 16px" }} />
      <Text style={smallText}>The order stays unprinted until the customer approves a proof.</Text>
    </EmailShell>
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
