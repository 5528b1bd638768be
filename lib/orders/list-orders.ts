import "server-only";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { toOrderDto, type OrderDto } from "@/lib/orders/order-dto";
import type { OrderPageInput } from "@/lib/validation/admin-orders";
import { readOrderRows } from "./read-order-rows";

export type OrderPage = { orders: OrderDto[]; total: number; page: number; pageSize: number };

/** One page of the active (archived=false) or archived orders, newest first, with the total for the pager. */
export async function listOrders(archived: boolean, { page, pageSize }: OrderPageInput): Promise<OrderPage> {
  const { rows, total } = await readOrderRows({
    archived,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    withTotal: true,
  });
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  return {
    orders: rows.map((row) => toOrderDto(row, timeZone)),
    // A page past the end has no row to carry the total.
    total: total ?? (await prisma.order.count({ where: { archived } })),
    page,
    pageSize,
  };
}
