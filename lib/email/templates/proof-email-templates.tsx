import "server-only";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { describeOrderLine, formatNumber, greet } from "@/lib/email/order-emails";
import { describeProofImage, PROOF_READY_ASK, type ProofReadyEmailInput } from "@/lib/email/proof-emails";
import { colors, EmailLayout, paragraph, smallText, SummaryBox } from "./email-layout";
import type { OrderPageLink } from "./order-email-templates";

// The HTML part of "Your proof is ready": the same words as buildProofReadyEmail, the proof shown as
// an image (its alt text says what it is, so the e-mail still reads with images blocked) and the
// order page's "View your order" button, where the customer approves or asks for changes.

export function ProofReadyEmail({ orderPageUrl, ...input }: ProofReadyEmailInput & OrderPageLink) {
  const { shop, customer, order, proof } = input;
  const number = formatNumber(shop, order);
  const headline =
    proof.version > 1
      ? `A new proof (version ${proof.version}) of your order ${number} is ready for you to check.`
      : `The proof of your order ${number} is ready for you to check: it shows your stickers as they will be printed and cut.`;
  const alt = describeProofImage(input);
  return (
    <EmailLayout shop={shop} orderPageUrl={orderPageUrl} preview={`Your proof for order ${number} is ready.`}>
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{headline}</Text>
      <SummaryBox>
        <Text style={{ ...paragraph, margin: 0 }}>
          <strong>{`Order ${number}`}</strong>
          <br />
          <span style={{ color: colors.muted }}>{describeOrderLine(order)}</span>
        </Text>
      </SummaryBox>
      {proof.imageUrl ? (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- an e-mail, not a Next page */}
          <img
            src={proof.imageUrl}
            alt={alt}
            width="400"
            style={{
              display: "block",
              maxWidth: "100%",
              height: "auto",
              margin: "0 auto 8px",
              border: `1px solid ${colors.border}`,
            }}
          />
          <Text style={{ ...smallText, margin: "0 0 16px", textAlign: "center" }}>{`Proof ${proof.version}`}</Text>
        </>
      ) : null}
      <Text style={paragraph}>
        <strong>{PROOF_READY_ASK}</strong>
      </Text>
    </EmailLayout>
  );
}

/** Rendered when queued; a failed render gives a text-only e-mail (logged), never a failed proof. */
export async function renderProofReadyHtml(input: ProofReadyEmailInput & OrderPageLink): Promise<string | null> {
  try {
    return await render(<ProofReadyEmail {...input} />);
  } catch (error) {
    console.error("The HTML part of the proof e-mail could not be rendered; it is sent as text only.", error);
    return null;
  }
}
