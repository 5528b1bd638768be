// The text part of every e-mail kind is rendered from its template (templates/render-emails.tsx).
// Before that, separate builders wrote it; their texts are recorded in __fixtures__/recorded/ (see
// that commit). Every sentence, amount and link they said must still be said, and the subjects are
// unchanged; the layout may differ (line breaks, a rule above the signature, the shop's name on top).
import { EMAIL_CASES, type EmailCase } from "./__fixtures__/email-cases";
import { readRecordedEmail } from "./__fixtures__/recorded-email-texts";
import { scrubOrderLinkTokens, ORDER_LINK_PLACEHOLDER } from "./order-link-placeholders";
import {
  renderOrderConfirmationEmail,
  renderOrderLinkEmail,
  renderOrderRefundedEmail,
  renderOrderShippedEmail,
  renderPrintingStartedEmail,
  renderProofChangesRequestedEmail,
  renderProofReadyEmail,
  renderTrackingAddedEmail,
  type RenderedEmail,
} from "./templates/render-emails";

function renderCase(emailCase: EmailCase): Promise<RenderedEmail | null> {
  switch (emailCase.kind) {
    case "order-confirmation":
      return renderOrderConfirmationEmail(emailCase.input);
    case "printing-started":
      return renderPrintingStartedEmail(emailCase.input);
    case "order-shipped":
      return renderOrderShippedEmail(emailCase.input);
    case "tracking-added":
      return renderTrackingAddedEmail(emailCase.input);
    case "order-refunded":
      return renderOrderRefundedEmail(emailCase.input);
    case "order-link":
      return renderOrderLinkEmail(emailCase.input);
    case "proof-ready":
      return renderProofReadyEmail(emailCase.input);
    case "proof-changes-requested":
      return renderProofChangesRequestedEmail(emailCase.input);
  }
}

const URL_PATTERN = /https?:\/\/\S+/g;

function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * What a text says, piece by piece: each link, and each sentence of each line (list and quote marks
 * and indentation dropped, a link taken out of its sentence), so a piece survives new line breaks.
 */
function splitIntoPieces(text: string): string[] {
  return text.split("\n").flatMap((rawLine) => {
    const line = rawLine.replace(/^\s*(?:[-*>]\s)?\s*/, "");
    const links = line.match(URL_PATTERN) ?? [];
    const sentences = line
      .split(URL_PATTERN)
      .flatMap((part) => part.split(/(?<=[.!?])\s+/))
      .map(normalise)
      .filter((sentence) => sentence !== "");
    return [...sentences, ...links];
  });
}

describe.each(EMAIL_CASES.map((emailCase) => [emailCase.name, emailCase] as const))("%s", (name, emailCase) => {
  const recorded = readRecordedEmail(name);

  it("keeps the subject, and every sentence, amount and link of the recorded text", async () => {
    const email = await renderCase(emailCase);
    expect(email?.subject).toBe(recorded.subject);
    const text = normalise(email?.text ?? "");
    const pieces = splitIntoPieces(recorded.text);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.filter((piece) => !text.includes(piece))).toEqual([]);
    // Amounts and links once more on their own: a price must not be reworded into another.
    for (const fact of recorded.text.match(/\$[\d,.]+\d|https?:\/\/\S+/g) ?? []) expect(text).toContain(fact);
  });

  it("reads as a plain-text e-mail: no markup, no gaps, links whole and scrubbable", async () => {
    const email = (await renderCase(emailCase)) as RenderedEmail;
    // (A customer's comment may hold "<b>", so only the templates' own tags count as markup.)
    expect(email.text).not.toMatch(
      /\[object |<\/?(html|body|table|tr|td|p|a|span|strong|br|h\d)\b|&(amp|lt|gt|quot|#\d+);|\n{3}/,
    );
    expect(email.text).toMatch(/\S\n$/);
    expect(email.text.split("\n").filter((line) => /^[A-Z ]{8,}$/.test(line))).toEqual([]); // no shouted headings
    const links = recorded.text.match(URL_PATTERN) ?? [];
    for (const link of links) expect(email.text.split("\n").some((line) => line.includes(link))).toBe(true);
    if (links.some((link) => /\/orders\/[A-Za-z0-9_-]{43}/.test(link))) {
      // The stored body keeps no order page token once sent: the whole link is still found and replaced.
      const scrubbed = scrubOrderLinkTokens(email.text);
      expect(scrubbed).toContain(`/orders/${ORDER_LINK_PLACEHOLDER}`);
      expect(scrubbed).not.toMatch(/\/orders\/[A-Za-z0-9_-]{43}/);
    }
  });
});

it("covers every kind of e-mail the shop queues", () => {
  expect(new Set(EMAIL_CASES.map((emailCase) => emailCase.kind)).size).toBe(8);
});

it("keeps the placeholder of a stored order link through the rendering", async () => {
  const orderPageUrl = `https://stickers.example/orders/${ORDER_LINK_PLACEHOLDER}`;
  const emailCase = EMAIL_CASES.find((candidate) => candidate.kind === "printing-started") as EmailCase & {
    kind: "printing-started";
  };
  const email = (await renderPrintingStartedEmail({ ...emailCase.input, orderPageUrl })) as RenderedEmail;
  expect(email.text).toContain(`See your order, its status and receipt: ${orderPageUrl}\n`);
  expect(email.html).toContain(`href="${orderPageUrl}"`);
});
