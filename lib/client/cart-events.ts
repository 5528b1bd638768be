// Lets every cart panel on the page refetch when a line is added elsewhere.
export const CART_CHANGED_EVENT = "cart:changed";

export function announceCartChanged() {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}
