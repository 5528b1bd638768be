import {
  buildProofChangesRequestedEmail,
  makeProofChangesRequestedKey,
  type ProofChangesRequestedEmailInput,
} from "./shop-notification-emails";

const input: ProofChangesRequestedEmailInput = {
  shop: { companyName: "Sticker Shop", timeZone: "America/Los_Angeles" },
  order: { orderId: 42, createdAt: "2026-11-22T20:00:00Z" },
  proofVersion: 2,
  customer: { name: "Ada Lovelace", email: "ada@example.com" },
  comment: "Make the logo bigger\nand the border thinner",
  replacementDesignName: null,
  adminOrderUrl: "https://stickers.example/admin/orders/42",
};

describe("buildProofChangesRequestedEmail", () => {
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
  ])("%s", (_label, given, contains, lacks) => {
    const email = buildProofChangesRequestedEmail(given as ProofChangesRequestedEmailInput);
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
