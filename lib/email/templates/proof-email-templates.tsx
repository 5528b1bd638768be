import "server-only";
import { Link } from "@react-email/link";
import { Fragment } from "react";
import { Text } from "@react-email/text";
import { formatNumber, greet, joinNumbers } from "@/lib/email/order-emails";
import {
  describeProofImage,
  type CheckoutProofsReadyEmailInput,
  type ProofReadyEmailInput,
} from "@/lib/email/proof-emails";
import { colors, EmailLayout, paragraph, smallText } from "./email-layout";
import { SingleOrderSummary, type OrderPageLink } from "./order-email-templates";

/** A proof's image, its alt text saying what it is, and its address under it (the text part keeps that). */
function ProofImage({ proof, alt }: { proof: ProofReadyEmailInput["proof"]; alt: string }) {
  if (!proof.imageUrl) return null;
  return (
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
  );
}

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
      <ProofImage proof={proof} alt={alt} />
      <Text style={paragraph}>
        <strong>Approve it or ask for changes on your order page. We print only after you approve.</strong>
      </Text>
    </EmailLayout>
  );
}

/** The proofs of several orders of one checkout in one e-mail: each sticker, then its proof. */
export function CheckoutProofsReadyEmail({ orderPageUrl, ...input }: CheckoutProofsReadyEmailInput & OrderPageLink) {
  const { shop, customer, proofs } = input;
  const numbers = joinNumbers(proofs.map((proof) => formatNumber(shop, proof.order)));
  return (
    <EmailLayout
      shop={shop}
      orderPageUrl={orderPageUrl}
      orderPageLead="Your order page:"
      preview={`Your proofs for orders ${numbers} are ready.`}
    >
      <Text style={paragraph}>{greet(customer)}</Text>
      <Text style={paragraph}>
        {`The proofs of your orders ${numbers} are ready for you to check: they show your stickers as they will be printed and cut.`}
      </Text>
      {proofs.map(({ order, ...proof }) => (
        <Fragment key={order.orderId}>
          <SingleOrderSummary number={formatNumber(shop, order)} line={order} />
          <ProofImage proof={proof} alt={describeProofImage({ shop, customer, order, proof })} />
        </Fragment>
      ))}
      <Text style={paragraph}>
        <strong>Approve each one or ask for changes on your order page. We print only after you approve.</strong>
      </Text>
    </EmailLayout>
  );
}
