/** A sheet that cannot be laid out as asked (a sticker larger than the media, a media too small): the message is for the operator. */
export class PrintSheetLayoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PrintSheetLayoutError";
  }
}
