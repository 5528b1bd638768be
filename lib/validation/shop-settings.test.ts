import { shopSettingsSchema, shopSettingsUpdateSchema, spotNamesClash } from "./shop-settings";

const PLATE = { whitePlateName: "White", whitePlateChokePoints: 0.5, thruCutName: "Thru-cut" };

describe("shopSettingsSchema", () => {
  it.each([
    [
      { ...PLATE, autoApproveProofs: true, notificationEmail: "proofs@shop.test", printMaxDpi: 600 },
      "proofs@shop.test",
    ],
    [
      { ...PLATE, autoApproveProofs: false, notificationEmail: "  Proofs@Shop.test  ", printMaxDpi: 300 },
      "Proofs@Shop.test",
    ],
    [{ ...PLATE, autoApproveProofs: false, notificationEmail: "", printMaxDpi: 1200 }, null],
    [{ ...PLATE, autoApproveProofs: false, notificationEmail: "   ", printMaxDpi: 720 }, null],
    [{ ...PLATE, autoApproveProofs: false, notificationEmail: null, printMaxDpi: 600 }, null],
  ])("accepts %p (e-mail stored as %p)", (input, notificationEmail) => {
    expect(shopSettingsSchema.parse(input)).toEqual({
      autoApproveProofs: input.autoApproveProofs,
      notificationEmail,
      printMaxDpi: input.printMaxDpi,
      ...PLATE,
    });
  });

  it.each([
    [
      { ...PLATE, autoApproveProofs: true, notificationEmail: "nope", printMaxDpi: 600 },
      "Please enter a valid e-mail address",
    ],
    [
      { ...PLATE, autoApproveProofs: true, notificationEmail: "a@b", printMaxDpi: 600 },
      "Please enter a valid e-mail address",
    ],
    [
      { ...PLATE, autoApproveProofs: true, notificationEmail: `${"x".repeat(250)}@b.test`, printMaxDpi: 600 },
      "at most 254 characters",
    ],
    [
      { ...PLATE, autoApproveProofs: "yes", notificationEmail: "", printMaxDpi: 600 },
      "autoApproveProofs must be true or false",
    ],
    [{ ...PLATE, notificationEmail: "", printMaxDpi: 600 }, "autoApproveProofs must be true or false"],
    [{ ...PLATE, autoApproveProofs: true, notificationEmail: "" }, "Print resolution must be a number of DPI"],
    [
      { ...PLATE, autoApproveProofs: true, notificationEmail: "", printMaxDpi: "600" },
      "Print resolution must be a number",
    ],
    [{ ...PLATE, autoApproveProofs: true, notificationEmail: "", printMaxDpi: 299 }, "from 300 to 1200 DPI"],
    [{ ...PLATE, autoApproveProofs: true, notificationEmail: "", printMaxDpi: 1201 }, "from 300 to 1200 DPI"],
    [{ ...PLATE, autoApproveProofs: true, notificationEmail: "", printMaxDpi: 600.5 }, "whole number"],
    [
      { ...PLATE, autoApproveProofs: true, notificationEmail: "", printMaxDpi: Number.NaN },
      "Print resolution must be a number",
    ],
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
    [{ whitePlateName: "RDG_WHITE" }, { whitePlateName: "RDG_WHITE" }],
    [{ whitePlateName: "  Spot-White_2 " }, { whitePlateName: "Spot-White_2" }],
    [{ whitePlateName: "W".repeat(63) }, { whitePlateName: "W".repeat(63) }],
    [{ whitePlateChokePoints: 0 }, { whitePlateChokePoints: 0 }],
    [{ whitePlateChokePoints: 1.25 }, { whitePlateChokePoints: 1.25 }],
    [{ whitePlateChokePoints: 5 }, { whitePlateChokePoints: 5 }],
    [{ thruCutName: "ThroughCut" }, { thruCutName: "ThroughCut" }],
    [{ thruCutName: " Thru_cut-2 " }, { thruCutName: "Thru_cut-2" }],
    [{ thruCutName: "T".repeat(63) }, { thruCutName: "T".repeat(63) }],
  ])("takes %p as the change %p", (input, change) => {
    expect(shopSettingsUpdateSchema.parse(input)).toEqual(change);
  });
});

describe("the White plate settings", () => {
  it.each([
    [{ whitePlateName: "" }, "White plate name is required"],
    [{ whitePlateName: "   " }, "White plate name is required"],
    [{ whitePlateName: "W".repeat(64) }, "at most 63 characters"],
    [{ whitePlateName: "RDG WHITE" }, "only letters, digits, _ and -"],
    [{ whitePlateName: "White#20" }, "only letters, digits, _ and -"],
    [{ whitePlateName: "Wei\u00df" }, "only letters, digits, _ and -"],
    [{ whitePlateName: "a/b" }, "only letters, digits, _ and -"],
    [{ whitePlateName: "CutContour" }, "White plate name cannot be CutContour: that is the stickers' kiss-cut"],
    [{ whitePlateName: " cutcontour " }, "White plate name cannot be CutContour: that is the stickers' kiss-cut"],
    [{ whitePlateName: 7 }, "White plate name must be text"],
    [{ whitePlateChokePoints: -0.1 }, "from 0 to 5 points"],
    [{ whitePlateChokePoints: 5.01 }, "from 0 to 5 points"],
    [{ whitePlateChokePoints: "0.5" }, "White plate choke must be a number of points"],
    [{ whitePlateChokePoints: Number.NaN }, "White plate choke must be a number of points"],
  ])("refuses %p", (input, message) => {
    const result = shopSettingsUpdateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});

describe("the sheet outline's name (thruCutName)", () => {
  it.each([
    [{ thruCutName: "" }, "Sheet outline name is required"],
    [{ thruCutName: "  " }, "Sheet outline name is required"],
    [{ thruCutName: "T".repeat(64) }, "at most 63 characters"],
    [{ thruCutName: "Thru cut" }, "only letters, digits, _ and -"],
    [{ thruCutName: "Thru#20cut" }, "only letters, digits, _ and -"],
    [{ thruCutName: "Durchschnitt\u00e9" }, "only letters, digits, _ and -"],
    [{ thruCutName: 3 }, "Sheet outline name must be text"],
    [{ thruCutName: "CutContour" }, "cannot be CutContour: that is the stickers' kiss-cut"],
    [{ thruCutName: " cutcontour" }, "cannot be CutContour"],
  ])("refuses %p", (input, message) => {
    const result = shopSettingsUpdateSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]?.message).toContain(message);
  });

  it("may not share the White plate's spot colour, whatever the case (the form's check across the two)", () => {
    const full = { autoApproveProofs: false, notificationEmail: "", printMaxDpi: 600, ...PLATE };
    expect(shopSettingsSchema.parse(full).thruCutName).toBe("Thru-cut");
    const result = shopSettingsSchema.safeParse({ ...full, whitePlateName: "Thru-Cut" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["thruCutName"],
        message:
          "The sheet outline's spot colour must differ from the White plate's (a RIP would put both on one plate)",
      }),
    ]);
    expect(spotNamesClash({ whitePlateName: "RDG_WHITE", thruCutName: "rdg_white" })).toBe(true);
    expect(spotNamesClash({ whitePlateName: "RDG_WHITE", thruCutName: "Thru-cut" })).toBe(false);
  });
});
