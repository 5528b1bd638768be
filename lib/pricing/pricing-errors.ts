import { MINIMUM_QUANTITY } from "./price-table";

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

  constructor(quantity: unknown) {
    super("INVALID_QUANTITY", `Quantity must be a whole number of at least ${MINIMUM_QUANTITY}.`);
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
