// The shop's notice of a change request: one template, rendered as HTML and, from it, as text.
import {
  describeOperatorSticker,
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

describe("the sticker, for the operator", () => {
  const dieCut = {
    sizeName: 'Die-cut 3" × 2.41"',
    shape: "die-cut",
    widthInches: 3,
    heightInches: 2.41,
    quantity: 50,
    roundedCorners: false,
  };

  test("names its shape and finished size in both parts", async () => {
    const email = (await renderProofChangesRequestedEmail({ ...input, sticker: dieCut })) as RenderedEmail;
    expect(email.text).toContain("Sticker: 50 × Die-cut, 3 × 2.41 in.");
    expect(email.html).toContain("Sticker: 50 × Die-cut, 3 × 2.41 in.");
    expect(email.text).not.toContain("die-cut line now follows");
  });

  test("says when a die-cut's line was cut again around the new design, with the new size", async () => {
    const email = (await renderProofChangesRequestedEmail({
      ...input,
      replacementDesignName: "logo-v2.png",
      sticker: dieCut,
      recut: { widthInches: 2.6, heightInches: 3 },
    })) as RenderedEmail;
    expect(email.text).toContain("The die-cut line now follows the new design: 2.6 × 3 in (was 3 × 2.41 in).");
  });

  test("says which design of a sticker sheet the new one replaces, and on which stickers", async () => {
    const sheet = {
      sizeName: 'Sticker sheet 5.5" × 8.5", 12 stickers',
      shape: "square",
      widthInches: 5.5,
      heightInches: 8.5,
      quantity: 25,
      roundedCorners: true,
      sheet: true,
    };
    const email = (await renderProofChangesRequestedEmail({
      ...input,
      replacementDesignName: "rainbow.png",
      sticker: sheet,
      sheetReplacement: { replacedDesignName: "dolphin.png", stickers: "stickers 1 and 4", recut: true },
    })) as RenderedEmail;
    expect(email.text).toContain('Sticker: 25 × Sticker sheet 5.5" × 8.5", 12 stickers, rounded corners.');
    expect(email.text).toContain(
      "They uploaded a new design: rainbow.png. It replaces dolphin.png on stickers 1 and 4 of the sheet, its die-cuts cut again at their sizes; the sheet still passes its rules.",
    );
    expect(email.text).not.toContain("It is now the order's design");
  });

  test.each([
    [{ ...dieCut }, "50 × Die-cut, 3 × 2.41 in"],
    [
      { sizeName: '2"', shape: "square", widthInches: 2, heightInches: 2, quantity: 100, roundedCorners: true },
      '100 × Square, 2 × 2 in (2"), rounded corners',
    ],
    [
      { sizeName: '3" circle', shape: "circle", widthInches: 3, heightInches: 3, quantity: 1, roundedCorners: true },
      '1 × Circle, 3 in across (3" circle)',
    ],
    [
      {
        sizeName: 'Square 2.5" × 3"',
        shape: "square",
        widthInches: 2.5,
        heightInches: 3,
        quantity: 10,
        roundedCorners: false,
      },
      "10 × Square, 2.5 × 3 in",
    ],
  ])("describeOperatorSticker(%o) is %j", (sticker, text) => {
    expect(describeOperatorSticker(sticker)).toBe(text);
  });
});
