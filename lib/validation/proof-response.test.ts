import {
  CHOOSE_REPLACED_DESIGN,
  makeProofChangeRequestFormSchema,
  proofChangeRequestFormSchema,
  proofChangeRequestSchema,
} from "./proof-response";

const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size });

describe("proofChangeRequestSchema", () => {
  test.each([
    [undefined, "Please tell us what to change"],
    ["", "Please tell us what to change"],
    ["   ", "Please tell us what to change"],
    ["x".repeat(1001), "At most 1000 characters"],
    ["x".repeat(1000), null],
    ["  Bigger logo  ", null],
  ])("comment %j → %s", (comment, error) => {
    const result = proofChangeRequestSchema.safeParse({ comment });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });

  test("the comment is trimmed", () => {
    expect(proofChangeRequestSchema.parse({ comment: "  Bigger logo \n" })).toEqual({ comment: "Bigger logo" });
  });

  // A sticker sheet's (#39) change request names the design a new file replaces: a number, or its digits.
  test.each([
    [undefined, undefined, null],
    [42, 42, null],
    ["42", 42, null],
    ["0", undefined, "replaceDesignId must be a design's id"],
    [-3, undefined, "replaceDesignId must be a design's id"],
    ["4.5", undefined, "replaceDesignId must be a design's id"],
    ["dolphin", undefined, "replaceDesignId must be a design's id"],
    [2_147_483_648, undefined, "replaceDesignId must be a design's id"],
  ])("replaceDesignId %j → %j, %s", (replaceDesignId, parsed, error) => {
    const result = proofChangeRequestSchema.safeParse({ comment: "New art", replaceDesignId });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
    if (result.success) expect(result.data.replaceDesignId).toBe(parsed);
  });
});

describe("proofChangeRequestFormSchema (the browser's check of the replacement design)", () => {
  test.each([
    [undefined, null],
    [null, null],
    [file("logo.png", "image/png", 2 * MB), null],
    [file("photo.JPEG", "", 1000), null],
    [file("photo.jpg", "image/jpeg", 10 * MB), null],
    [file("logo.svg", "image/svg+xml", 1000), "Please choose a PNG or JPG image"],
    [file("notes.txt", "text/plain", 10), "Please choose a PNG or JPG image"],
    [file("empty.png", "image/png", 0), "The file is empty"],
    [file("huge.png", "image/png", 10 * MB + 1), "This file is larger than 10 MB. Please choose a smaller PNG or JPG."],
    ["not a file", "Invalid input"],
  ])("file %j → %s", (picked, error) => {
    const result = proofChangeRequestFormSchema.safeParse({ comment: "Bigger", file: picked });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
  });
});

describe("makeProofChangeRequestFormSchema (a sticker sheet's change request, #39)", () => {
  const png = file("rainbow.png", "image/png", 1000);
  test.each([
    [
      "several designs, a new one without a choice",
      [11, 12],
      { file: png, replaceDesignId: "" },
      CHOOSE_REPLACED_DESIGN,
    ],
    [
      "several designs, a choice not on the sheet",
      [11, 12],
      { file: png, replaceDesignId: "13" },
      CHOOSE_REPLACED_DESIGN,
    ],
    ["several designs, one chosen", [11, 12], { file: png, replaceDesignId: "12" }, null],
    ["several designs, a comment alone", [11, 12], { file: null, replaceDesignId: "" }, null],
    ["one design: no choice needed", [11], { file: png, replaceDesignId: "" }, null],
    ["a single sticker", [], { file: png }, null],
  ])("%s", (_, designIds, values, error) => {
    const result = makeProofChangeRequestFormSchema(designIds).safeParse({ comment: "Swap it", ...values });
    expect(result.success ? null : result.error.issues[0]?.message).toBe(error);
    if (!result.success) expect(result.error.issues[0]?.path).toEqual(["replaceDesignId"]);
  });
});
