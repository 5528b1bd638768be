/**
 * What PDFKit 0.20 has and its type package (0.17) does not declare: spot colours, stroke() in the colour
 * already set, ending an object with no more data, opening an image once to draw it many times, and the
 * page's own dictionary and graphics states. One cast (`doc as unknown as PdfKitInternals`) reaches them.
 */
export type PdfKitInternals = {
  addSpotColor(name: string, c: number, m: number, y: number, k: number): unknown;
  spotColors: Record<string, unknown>;
  stroke(): unknown;
  ref(data: object): { end(): void };
  /** An image read once (PNG or JPEG); drawing it again reuses its one XObject. */
  openImage(src: Buffer): PdfKitOpenedImage;
  page: { dictionary: { data: Record<string, unknown> }; ext_gstates: Record<string, unknown> };
};

export type PdfKitOpenedImage = {
  width: number;
  height: number;
  /** Writes the image's XObject to the output now (it is then freed from memory); once only. */
  embed(doc: unknown): void;
};
