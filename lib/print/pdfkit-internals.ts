/**
 * What PDFKit 0.20 has and its type package (0.17) does not declare: spot colours, stroke() in the colour
 * already set, ending an object with no more data, opening an image once to draw it many times, writing an
 * object straight into the output, and the page's own dictionary and graphics states. One cast (`doc as unknown as PdfKitInternals`) reaches them.
 */
export type PdfKitInternals = {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): unknown;
  spotColors: Record<string, PdfKitSpotColor | undefined>;
  stroke(): unknown;
  ref(data: object): PdfKitReference;
  /** Bytes written so far, and writing straight into the output (a string gets a newline). */
  _offset: number;
  _write(data: string | Uint8Array): void;
  /** Marks a reference written at its offset (the document waits for every reference before ending). */
  _refEnd(ref: PdfKitReference): void;
  /** An image read once (PNG or JPEG); drawing it again reuses its one XObject. */
  openImage(src: Buffer): PdfKitOpenedImage;
  page: {
    dictionary: { data: Record<string, unknown> };
    ext_gstates: Record<string, unknown>;
    colorSpaces: Record<string, unknown>;
  };
};

export type PdfKitReference = { id: number; offset: number; end(): void; toString(): string };

export type PdfKitOpenedImage = {
  width: number;
  height: number;
  /** Writes the image's XObject to the output now (it is then freed from memory); once only. */
  embed(doc: unknown): void;
};

/** A Separation colour space PDFKit made (addSpotColor): its resource name ("CS0", …) and object. */
export type PdfKitSpotColor = { id: string; ref: PdfKitReference };
