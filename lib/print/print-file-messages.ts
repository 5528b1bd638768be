/** Why an order's stored data cannot be printed (a 409's message), for its print file and a print sheet alike. */
export const PRINT_FILE_MESSAGES = {
  cutLineUnreadable: "The order's stored cut line cannot be read, so no print file can be made.",
  cutLineOffSize:
    "The order's stored cut line does not match its ordered size, so no print file can be made: send a new proof.",
  designUnreadable: "The order's design file could not be read, so no print file can be made.",
  materialUnknown: (materialName: string) =>
    `The order's material (${materialName}) is not in the catalogue, so whether it needs white ink is unknown and no print file can be made.`,
  sheetStickerCount: (count: number, max: number) =>
    `The sticker sheet holds ${count} stickers (a sheet holds 1 to ${max}), so no print file can be made.`,
} as const;
