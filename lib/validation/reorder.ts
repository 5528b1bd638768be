import { z } from "./zod";

/** Most orders one checkout holds: one per cart line, and a cart holds at most 50 (MAX_CART_LINES). */
const MAX_REORDER_ORDERS = 50;

/** POST /api/order-page/{token}/reorder: which of the checkout's orders to order again (all when absent). */
export const reorderSchema = z.object({
  orderIds: z
    .array(z.number().int("Order ids must be whole numbers").positive("Order ids must be positive"))
    .min(1, "Choose at least one order")
    .max(MAX_REORDER_ORDERS, `At most ${MAX_REORDER_ORDERS} orders`)
    .optional(),
});

export type ReorderBody = z.infer<typeof reorderSchema>;
