import "server-only";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { formatNumber } from "@/lib/email/order-emails";
import {
  describeOperatorSticker,
  formatStickerDimensions,
  type ProofChangesRequestedEmailInput,
} from "@/lib/email/shop-notification-emails";
import { colors, EmailShell, LinkButton, Lines, paragraph, smallText, SummaryBox } from "./email-layout";

// The operator notices (render-emails.tsx renders both parts from them). Not the customer layout: an
// operator needs no "Thank you for choosing…" footer, only the facts and a button to the admin order
// detail. Inline styles only, as in every e-mail.

/** `heading` is the e-mail's subject, written in render-emails.tsx. */
export function ProofChangesRequestedEmail({
  heading,
  ...input
}: ProofChangesRequestedEmailInput & { heading: string }) {
  const number = formatNumber(input.shop, input.order);
  const who = input.customer.name.trim() || "The customer";
  const headline = `${who} (${input.customer.email}) asked for changes to proof ${input.proofVersion} of order ${number}.`;
  return (
    <EmailShell preview={headline} containerStyle={{ padding: "24px" }}>
      <Heading as="h1" style={{ fontSize: "20px", lineHeight: "28px", margin: "0 0 16px", color: colors.text }}>
        {heading}
      </Heading>
      <Text style={paragraph}>{headline}</Text>
      <Text style={paragraph}>{`Sticker: ${describeOperatorSticker(input.sticker)}.`}</Text>
      <SummaryBox>
        <Text style={{ ...smallText, margin: "0 0 4px" }}>Their comment:</Text>
        {/* A quotation: the text part marks each of its lines with "> ". */}
        <blockquote style={{ margin: 0 }}>
          <Lines lines={input.comment.split(/\r?\n/)} style={{ margin: 0, whiteSpace: "pre-wrap" }} />
        </blockquote>
      </SummaryBox>
      {input.replacementDesignName ? (
        <Text style={paragraph}>
          {input.sheetReplacement
            ? `They uploaded a new design: ${input.replacementDesignName}. It replaces ${input.sheetReplacement.replacedDesignName} on ${input.sheetReplacement.stickers} of the sheet${input.sheetReplacement.recut ? ", its die-cuts cut again at their sizes" : ""}; the sheet still passes its rules.`
            : `They uploaded a new design: ${input.replacementDesignName}. It is now the order's design.`}
        </Text>
      ) : null}
      {input.recut ? (
        <Text style={paragraph}>
          {`The die-cut line now follows the new design: ${formatStickerDimensions({ shape: "die-cut", ...input.recut })} (was ${formatStickerDimensions(input.sticker)}).`}
        </Text>
      ) : null}
      <LinkButton
        href={input.adminOrderUrl}
        label="Send a new proof"
        lead="Send a new proof from the order's page:"
        style={{ margin: "8px 0 16px" }}
      />
      <Text style={smallText}>The order stays unprinted until the customer approves a proof.</Text>
    </EmailShell>
  );
}
