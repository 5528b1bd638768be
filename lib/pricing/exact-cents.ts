/**
 * An exact amount of cents as a fraction of integers (denominator > 0): the custom-size rule's unrounded
 * value, kept exact until a line's total is rounded, once (#35).
 */
export type ExactCents = { numerator: bigint; denominator: bigint };
