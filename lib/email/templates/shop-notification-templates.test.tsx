// The shop's notice of a change request: one template, rendered as HTML and, from it, as text.
import {
  makeProofChangesRequestedKey,
  type ProofChangesRequestedEmailInput,
} from "@/lib/email/shop-notification-emails";
import { renderProofChangesRequestedEmail, type RenderedEmail } from "./render-emails";
import { CHANGE_REQUEST } from "../__fixtures__/order-email-fixtures";

const input = CHANGE_REQUEST;

describe("the HTML part", () => {
  // What the customer typed, with markup in it, is shown as text.
  const typed = {
    ...input,
    proofVersion: 1,
    customer: { ...input.customer, name: "Ada <Lovelace>" },
    comment: "Bigger logo <b>please</b>",
  };

  test.each([
    ["without a new design", null, null],
    ["with a new design", "logo-v2.png", "They uploaded a new design: logo-v2.png."],
  ])("%s: the facts, the comment escaped and the admin link", async (_label, replacementDesignName, designLine) => {
    const html = (await renderProofChangesRequestedEmail({ ...typed, replacementDesignName }))?.html;
    expect(html).toContain("Changes requested on order #42-112226");
    expect(html).toContain("asked for changes to proof 1 of order #42-112226");
    expect(html).toContain("Bigger logo &lt;b&gt;please&lt;/b&gt;");
    expect(html).toContain("Ada &lt;Lovelace&gt;");
    expect(html).not.toContain("<b>please</b>");
    expect(html).toContain('href="https://stickers.example/admin/orders/42"');
    if (designLine) expect(html).toContain(designLine);
    else expect(html).not.toContain("new design");
  });
});

describe("the text part", () => {
  test.each([
    ["without a new design", input, [], ["new design"]],
    [
      "with a new design",
      { ...input, replacementDesignName: "logo-v2.png" },
      ["They uploaded a new design: logo-v2.png. It is now the order's design."],
      [],
    ],
    [
      "a customer without a name",
      { ...input, customer: { name: " ", email: "x@example.com" } },
      ["The customer (x@example.com) asked"],
      [],
    ],
  ])("%s", async (_label, given, contains, lacks) => {
    const email = (await renderProofChangesRequestedEmail(given as ProofChangesRequestedEmailInput)) as RenderedEmail;
    expect(email.subject).toBe("Changes requested on order #42-112226");
    expect(email.text).toContain("asked for changes to proof 2 of order #42-112226.");
    expect(email.text).toContain("> Make the logo bigger\n> and the border thinner");
    expect(email.text).toContain("https://stickers.example/admin/orders/42");
    for (const text of contains) expect(email.text).toContain(text);
    for (const text of lacks) expect(email.text).not.toContain(text);
  });

  test("one dedupe key per proof version", () => {
    expect(makeProofChangesRequestedKey(7)).toBe("proof-changes-requested:7");
    expect(makeProofChangesRequestedKey(8)).not.toBe(makeProofChangesRequestedKey(7));
  });
});
