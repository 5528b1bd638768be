/** Base class so API handlers can map every shopper input error to a 400. */
export class PricingError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    // Keeps instanceof working even if compiled to ES5-style classes.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

export class InvalidQuantityError extends PricingError {
  readonly quantity: unknown;

  /** `minimum` is the shop's first quantity tier (the catalogue's grid; the spec's 50 on an unconfigured shop). */
  constructor(quantity: unknown, minimum: number) {
    super("INVALID_QUANTITY", `Quantity must be a whole number of at least ${minimum}.`);
    this.quantity = quantity;
  }
}

export class RoundedCornersNotAllowedError extends PricingError {
  readonly sizeName: string;

  constructor(sizeName: string) {
    super("ROUNDED_CORNERS_NOT_ALLOWED", "Rounded corners are only available for square stickers.");
    this.sizeName = sizeName;
  }
}

/** A material id the catalogue does not have, or one the owner deactivated (#35). */
export class UnknownMaterialError extends PricingError {
  readonly materialId: string;

  constructor(materialId: string) {
    super("UNKNOWN_MATERIAL", "That material is not available.");
    this.materialId = materialId;
  }
}

/** A finish id the catalogue does not have, or one the owner deactivated (#35). */
export class UnknownFinishError extends PricingError {
  readonly finishId: string;

  constructor(finishId: string) {
    super("UNKNOWN_FINISH", "That finish is not available.");
    this.finishId = finishId;
  }
}

/** A standard size id the catalogue does not have (retired sizes are still known). */
export class UnknownSizeError extends PricingError {
  readonly sizeId: number;

  constructor(sizeId: number) {
    super("UNKNOWN_SIZE", "That size is not available.");
    this.sizeId = sizeId;
  }
}

/**
 * The price grid has no whole row of totals for a size the line needs: the standard size itself, or
 * an anchor ("small"/"large") of the custom-size rule. A catalogue the admin saved whole never does this.
 */
export class SizeNotPricedError extends PricingError {
  readonly size: number | string;

  constructor(size: number | string) {
    super("SIZE_NOT_PRICED", "That size has no price yet.");
    this.size = size;
  }
}

/** #39: a sheet size id the catalogue does not have (retired sheets are still known). */
export class UnknownSheetSizeError extends PricingError {
  readonly sheetSizeId: number;

  constructor(sheetSizeId: number) {
    super("UNKNOWN_SHEET_SIZE", "That sheet size is not available.");
    this.sheetSizeId = sheetSizeId;
  }
}
