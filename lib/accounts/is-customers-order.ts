import { PAID_ONWARD_STATUSES } from "@/lib/domain/order-statuses";

/**
 * Whether an order is one a signed-in customer owns: placed with their address (any letter case), with a
 * checkout, and paid onward (an abandoned checkout is nobody's order). The one rule every account route
 * applies before it touches an order.
 */
export function isCustomersOrder(
  order: { customerEmail: string; paymentId: string | null; status: string },
  email: string,
): boolean {
  return (
    order.paymentId !== null &&
    (PAID_ONWARD_STATUSES as readonly string[]).includes(order.status) &&
    order.customerEmail.trim().toLowerCase() === email.trim().toLowerCase()
  );
}
