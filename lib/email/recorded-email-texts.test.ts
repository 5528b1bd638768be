// Records the subject and text part of every e-mail kind as the text builders write them, before the
// text is rendered from the HTML templates (issue 21): the later test checks that every sentence,
// amount and link of these recordings is still said. RECORD_EMAIL_TEXTS=1 writes the recordings.
import { EMAIL_CASES, type EmailCase } from "./__fixtures__/email-cases";
import { readRecordedEmail, writeRecordedEmail, type RecordedEmail } from "./__fixtures__/recorded-email-texts";
import {
  buildOrderConfirmationEmail,
  buildOrderLinkEmail,
  buildOrderRefundedEmail,
  buildOrderShippedEmail,
  buildPrintingStartedEmail,
  buildTrackingAddedEmail,
} from "./order-emails";
import { buildProofReadyEmail } from "./proof-emails";
import { buildProofChangesRequestedEmail } from "./shop-notification-emails";

function buildEmail(emailCase: EmailCase): RecordedEmail {
  switch (emailCase.kind) {
    case "order-confirmation":
      return buildOrderConfirmationEmail(emailCase.input);
    case "printing-started":
      return buildPrintingStartedEmail(emailCase.input);
    case "order-shipped":
      return buildOrderShippedEmail(emailCase.input);
    case "tracking-added":
      return buildTrackingAddedEmail(emailCase.input);
    case "order-refunded":
      return buildOrderRefundedEmail(emailCase.input);
    case "order-link":
      return buildOrderLinkEmail(emailCase.input);
    case "proof-ready":
      return buildProofReadyEmail(emailCase.input);
    case "proof-changes-requested":
      return buildProofChangesRequestedEmail(emailCase.input);
  }
}

it("has a case for every kind of e-mail the shop queues", () => {
  expect(new Set(EMAIL_CASES.map((emailCase) => emailCase.kind)).size).toBe(8);
});

it.each(EMAIL_CASES.map((emailCase) => [emailCase.name, emailCase] as const))(
  "%s: the recording is what the text builder writes",
  (name, emailCase) => {
    const email = buildEmail(emailCase);
    if (process.env.RECORD_EMAIL_TEXTS === "1") writeRecordedEmail(name, email);
    expect(readRecordedEmail(name)).toEqual({ subject: email.subject, text: email.text });
  },
);
