/** An order about to get a customer e-mail: its address and the checkout it was placed in. */
export type EmailedOrder = { customerEmail: string | null; checkoutId: string | null };

/**
 * What a status change of these orders e-mails, for the confirmation dialog: `customers` distinct
 * addresses (trimmed, case ignored) and `emails`, one per checkout among them (an order of no checkout
 * is its own), since each checkout's orders changed together share one e-mail. An order without an
 * address gets none. The server may send fewer: an order e-mailed about the status before gets none.
 */
export function countCustomerEmails(orders: EmailedOrder[]): { customers: number; emails: number } {
  const customers = new Set<string>();
  const checkouts = new Set<string>();
  orders.forEach((order, index) => {
    const address = order.customerEmail?.trim().toLowerCase();
    if (!address) return;
    customers.add(address);
    checkouts.add(order.checkoutId ?? `order ${index}`);
  });
  return { customers: customers.size, emails: checkouts.size };
}

/** "1 customer (1 e-mail, one per checkout)", for "Send “Printing has begun” to …?". */
export function describeCustomerEmails({ customers, emails }: { customers: number; emails: number }): string {
  const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return `${plural(customers, "customer", "customers")} (${plural(emails, "e-mail", "e-mails")}, one per checkout)`;
}
