// Lets every cart panel on the page refetch when a line is added elsewhere.
export const CART_CHANGED_EVENT = "cart:changed";

export function announceCartChanged() {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** The cart panel's element id: the design tool's cart, opened from elsewhere as DESIGN_TOOL_CART_PATH. */
export const CART_ANCHOR_ID = "cart";
export const DESIGN_TOOL_CART_PATH = `/stickers#${CART_ANCHOR_ID}`;

/** Where "Add to Cart" lands (spec: '/'): the services home, scrolled to its cart panel (on a phone it sits below the fold). */
export const SHOP_HOME_CART_PATH = `/#${CART_ANCHOR_ID}`;

/** The pages that show the cart panel themselves: the header's cart link scrolls to it there. */
export const PAGES_WITH_CART_PANEL: readonly string[] = ["/", "/stickers", "/design"];
