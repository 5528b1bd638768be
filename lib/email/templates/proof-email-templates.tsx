import "server-only";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { formatNumber, greet } from "@/lib/email/order-emails";
import { describeProofImage, type ProofReadyEmailInput } from "@/lib/email/proof-emails";
import { colors, EmailLayout, paragraph, smallText } from "./email-layout";
import { SingleOrderSummary, type OrderPageLink } from "./order-email-templates";

// "Your proof is ready": the proof shown as an image (its alt text says what it is, so the e-mail still
// reads with images blocked; the text part has its address) and the order page's "View your order"
// button, where the customer approves or asks for changes.

export function ProofReadyEmail({ orderPageUrl, ...input }: ProofReadyEmailInput & OrderPageLink) {
  const { shop, customer, order, proof } = input;
  const number = formatNumber(shop, order);
  const headline =
    proof.version > 1
      ? `A new proof (version ${proof.version}) of your order ${number} is ready for you to check.`
      : `The proof of your order ${number} is ready for you to check: it shows your stickers as they will be printed and cut.`;
  const alt = describeProofImage(input);
  return (
    <EmailLayout
      shop={shop}
      orderPageUrl={orderPageUrl}
      orderPageLead="Your order page:"
      preview={`Your proof for order ${number} is ready.`}
    >
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>{headline}</Text>
      <SingleOrderSummary number={number} line={order} />
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
          <Text style={{ ...smallText, margin: "0 0 16px", textAlign: "center", wordBreak: "break-all" }}>
            {`Proof ${proof.version}. `}
            See the proof:{" "}
            <Link href={proof.imageUrl} style={{ color: colors.accent }}>
              {proof.imageUrl}
            </Link>
          </Text>
        </>
      ) : null}
      <Text style={paragraph}>
        <strong>Approve it or ask for changes on your order page. We print only after you approve.</strong>
      </Text>
    </EmailLayout>
  );
}
