import "server-only";
import { Text } from "@react-email/text";
import type { OrderEmailShop } from "@/lib/email/order-emails";
import { EmailLayout, LinkButton, paragraph } from "./email-layout";

// The e-mails of customer accounts (#38), one template each: the only place their words are written.

export type SignInLinkEmailInput = {
  shop: OrderEmailShop;
  /** The page that signs the customer in when they press its button (not the sign-in itself: see below). */
  signInUrl: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
};

export function SignInLinkEmail({ shop, signInUrl, validMinutes }: SignInLinkEmailInput) {
  return (
    <EmailLayout shop={shop} preview={`Your link to sign in to ${shop.companyName}.`}>
      <Text style={paragraph}>
        Someone, hopefully you, asked to sign in to {shop.companyName} with this address. Use this link within{" "}
        {validMinutes} minutes to see all your orders in one place:
      </Text>
      <LinkButton href={signInUrl} label="Sign in" lead="Sign in:" />
      <Text style={{ ...paragraph, marginTop: "16px" }}>
        The link works once. If you did not ask for it, you can ignore this e-mail: nobody can sign in without it.
      </Text>
    </EmailLayout>
  );
}
