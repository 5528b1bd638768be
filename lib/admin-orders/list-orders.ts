import "server-only";
import { prisma } from "@/lib/db/client";
import { getServerEnv } from "@/lib/env";
import { orderDtoInclude, toOrderDto, type OrderDto } from "@/lib/orders/order-dto";
import type { OrderPageInput } from "@/lib/validation/admin-orders";

export type OrderPage = { orders: OrderDto[]; total: number; page: number; pageSize: number };

/** The newest-first order list of the operator's table; `createdAt desc, id desc` walks the (archived, createdAt) index. */
export const ADMIN_ORDER_ORDER_BY = [{ createdAt: "desc" }, { id: "desc" }] as const;

/** One page of the active (archived=false) or archived orders, with the total for the pager. */
export async function listOrders(archived: boolean, { page, pageSize }: OrderPageInput): Promise<OrderPage> {
  const where = { archived };
  // One batch transaction: the page and the count come from the same moment.
  const [rows, total] = await prisma.$transaction([
    prisma.order.findMany({
      where,
      orderBy: [...ADMIN_ORDER_ORDER_BY],
      skip: (page - 1) * pageSize,
      take: pageSize,
      include: orderDtoInclude,
    }),
    prisma.order.count({ where }),
  ]);
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  return { orders: rows.map((row) => toOrderDto(row, timeZone)), total, page, pageSize };
}
