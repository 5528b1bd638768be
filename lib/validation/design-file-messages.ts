// What a shopper (or an operator uploading a proof) reads when a design file is refused, in plain words.
// Shared by the drop zone in the browser and the server's 4xx answers, so both say the same thing.
export const DESIGN_FILE_MESSAGES = {
  tooLarge: "This file is larger than 10 MB. Please choose a smaller PNG or JPG.",
  wrongType: "This file is not a PNG or JPG image. Please choose a PNG or JPG.",
  tooManyPixels:
    "This image has more than 50 megapixels (for example 7000 × 7000 pixels). Please choose a smaller PNG or JPG.",
  tooManyFiles: "Please choose one file at a time.",
  cannotUpload: "This file cannot be uploaded. Please choose a PNG or JPG up to 10 MB.",
} as const;
