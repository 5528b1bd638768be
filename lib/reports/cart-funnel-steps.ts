import type { CartFunnel } from "./read-cart-funnel";

/** The cart funnel's steps in order, as the page and the CSV name them (each counts cart sessions). */
export const CART_FUNNEL_STEPS: readonly { key: keyof CartFunnel; label: string }[] = [
  { key: "designsUploaded", label: "designs uploaded" },
  { key: "addedToCart", label: "added to cart" },
  { key: "checkoutStarted", label: "checkout started" },
  { key: "paid", label: "paid" },
  { key: "proofApproved", label: "proof approved" },
  { key: "shipped", label: "shipped" },
];
