import type { ProofChangesRequestedEmailInput } from "@/lib/email/shop-notification-emails";
import { renderProofChangesRequestedHtml } from "./shop-notification-templates";

const input: ProofChangesRequestedEmailInput = {
  shop: { companyName: "Sticker Shop", timeZone: "America/Los_Angeles" },
  order: { orderId: 42, createdAt: "2026-11-22T20:00:00Z" },
  proofVersion: 1,
  customer: { name: "Ada <Lovelace>", email: "ada@example.com" },
  comment: "Bigger logo <b>please</b>",
  replacementDesignName: null,
  adminOrderUrl: "https://stickers.example/admin/orders/42",
};

describe("ProofChangesRequestedEmail", () => {
  test.each([
    ["without a new design", null, null],
    ["with a new design", "logo-v2.png", "They uploaded a new design: logo-v2.png."],
  ])("%s: the facts, the comment escaped and the admin link", async (_label, replacementDesignName, designLine) => {
    const html = await renderProofChangesRequestedHtml({ ...input, replacementDesignName });
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
