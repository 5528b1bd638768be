import { shopSettingsSchema, shopSettingsUpdateSchema } from "./shop-settings";

describe("shopSettingsSchema", () => {
  it.each([
    [{ autoApproveProofs: true, notificationEmail: "proofs@shop.test", printMaxDpi: 600 }, "proofs@shop.test"],
    [{ autoApproveProofs: false, notificationEmail: "  Proofs@Shop.test  ", printMaxDpi: 300 }, "Proofs@Shop.test"],
    [{ autoApproveProofs: false, notificationEmail: "", printMaxDpi: 1200 }, null],
    [{ autoApproveProofs: false, notificationEmail: "   ", printMaxDpi: 720 }, null],
    [{ autoApproveProofs: false, notificationEmail: null, printMaxDpi: 600 }, null],
  ])("accepts %p (e-mail stored as %p)", (input, notificationEmail) => {
    expect(shopSettingsSchema.parse(input)).toEqual({
      autoApproveProofs: input.autoApproveProofs,
      notificationEmail,
      printMaxDpi: input.printMaxDpi,
    });
  });

  it.each([
    [{ autoApproveProofs: true, notificationEmail: "nope", printMaxDpi: 600 }, "Please enter a valid e-mail address"],
    [{ autoApproveProofs: true, notificationEmail: "a@b", printMaxDpi: 600 }, "Please enter a valid e-mail address"],
    [
      { autoApproveProofs: true, notificationEmail: `${"x".repeat(250)}@b.test`, printMaxDpi: 600 },
      "at most 254 characters",
    ],
    [{ autoApproveProofs: "yes", notificationEmail: "", printMaxDpi: 600 }, "autoApproveProofs must be true or false"],
    [{ notificationEmail: "", printMaxDpi: 600 }, "autoApproveProofs must be true or false"],
    [{ autoApproveProofs: true, notificationEmail: "" }, "Print resolution must be a number of DPI"],
    [{ autoApproveProofs: true, notificationEmail: "", printMaxDpi: "600" }, "Print resolution must be a number"],
    [{ autoApproveProofs: true, notificationEmail: "", printMaxDpi: 299 }, "from 300 to 1200 DPI"],
    [{ autoApproveProofs: true, notificationEmail: "", printMaxDpi: 1201 }, "from 300 to 1200 DPI"],
    [{ autoApproveProofs: true, notificationEmail: "", printMaxDpi: 600.5 }, "whole number"],
    [{ autoApproveProofs: true, notificationEmail: "", printMaxDpi: Number.NaN }, "Print resolution must be a number"],
  ])("refuses %p", (input, message) => {
    const result = shopSettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe("shopSettingsUpdateSchema", () => {
  it.each([
    [{}, {}],
    [{ autoApproveProofs: true }, { autoApproveProofs: true }],
    [{ notificationEmail: "" }, { notificationEmail: null }],
    [{ notificationEmail: "a@b.test", other: 1 }, { notificationEmail: "a@b.test" }],
    [{ printMaxDpi: 450 }, { printMaxDpi: 450 }],
  ])("takes %p as the change %p", (input, change) => {
    expect(shopSettingsUpdateSchema.parse(input)).toEqual(change);
  });
});
