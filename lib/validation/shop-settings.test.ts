import { shopSettingsSchema, shopSettingsUpdateSchema } from "./shop-settings";

describe("shopSettingsSchema", () => {
  it.each([
    [{ autoApproveProofs: true, notificationEmail: "proofs@shop.test" }, "proofs@shop.test"],
    [{ autoApproveProofs: false, notificationEmail: "  Proofs@Shop.test  " }, "Proofs@Shop.test"],
    [{ autoApproveProofs: false, notificationEmail: "" }, null],
    [{ autoApproveProofs: false, notificationEmail: "   " }, null],
    [{ autoApproveProofs: false, notificationEmail: null }, null],
  ])("accepts %p (e-mail stored as %p)", (input, notificationEmail) => {
    expect(shopSettingsSchema.parse(input)).toEqual({ autoApproveProofs: input.autoApproveProofs, notificationEmail });
  });

  it.each([
    [{ autoApproveProofs: true, notificationEmail: "nope" }, "Please enter a valid e-mail address"],
    [{ autoApproveProofs: true, notificationEmail: "a@b" }, "Please enter a valid e-mail address"],
    [{ autoApproveProofs: true, notificationEmail: `${"x".repeat(250)}@b.test` }, "at most 254 characters"],
    [{ autoApproveProofs: "yes", notificationEmail: "" }, "autoApproveProofs must be true or false"],
    [{ notificationEmail: "" }, "autoApproveProofs must be true or false"],
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
  ])("takes %p as the change %p", (input, change) => {
    expect(shopSettingsUpdateSchema.parse(input)).toEqual(change);
  });
});
