import { readStoredMedia, toPrintMedia } from "./print-sheet-media";

describe("print media, as asked and as stored", () => {
  it.each([
    [
      { kind: "roll", widthInches: 12, maxLengthInches: 48 } as const,
      { mediaKind: "roll", mediaWidthInches: 12, mediaLengthInches: 48 },
    ],
    [
      { kind: "sheet", widthInches: 13, heightInches: 19 } as const,
      { mediaKind: "sheet", mediaWidthInches: 13, mediaLengthInches: 19 },
    ],
  ])("%j is stored in one length column and read back the same", (media, row) => {
    const asked = toPrintMedia(media);
    expect(asked).toEqual(media);
    const length = asked.kind === "roll" ? asked.maxLengthInches : asked.heightInches;
    expect({ mediaKind: asked.kind, mediaWidthInches: asked.widthInches, mediaLengthInches: length }).toEqual(row);
    expect(readStoredMedia(row)).toEqual(media);
  });
});
