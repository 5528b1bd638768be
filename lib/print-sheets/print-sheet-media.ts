import type { PrintMediaInput } from "@/lib/validation/print-sheets";
import type { PrintMedia } from "./print-sheet-types";

/** The layout's media from the request's (the same shape; a copy keeps the layout's type the one source). */
export function toPrintMedia(input: PrintMediaInput): PrintMedia {
  return input.kind === "roll"
    ? { kind: "roll", widthInches: input.widthInches, maxLengthInches: input.maxLengthInches }
    : { kind: "sheet", widthInches: input.widthInches, heightInches: input.heightInches };
}

/** The media as a sheet row stores it (a roll's maximum length, or a sheet's height, in one column). */
export function readStoredMedia(row: {
  mediaKind: string;
  mediaWidthInches: number;
  mediaLengthInches: number;
}): PrintMedia {
  return row.mediaKind === "sheet"
    ? { kind: "sheet", widthInches: row.mediaWidthInches, heightInches: row.mediaLengthInches }
    : { kind: "roll", widthInches: row.mediaWidthInches, maxLengthInches: row.mediaLengthInches };
}
