import "server-only";
import { getServerEnv } from "@/lib/env";
import { toOrderDto, type OrderDto } from "@/lib/orders/order-dto";
import { PAID_ONWARD_STATUSES, type OrderListInput } from "@/lib/validation/admin-orders";
import { countOrderRows, readOrderRows, type OrderFilter } from "./read-order-rows";

export type OrderPage = { orders: OrderDto[]; total: number; page: number; pageSize: number };

/**
 * One page of the active (archived=false) or archived orders with the total for the pager: newest
 * first unless `sort` says otherwise, searched by order number, customer name or e-mail, of one
 * status and of one proof state. Without a status the active list shows the orders paid or further along (not pending,
 * not expired) and the archive shows every status.
 */
export async function listOrders(
  archived: boolean,
  { page, pageSize, q, status, proof, sort = "newest" }: OrderListInput,
): Promise<OrderPage> {
  const filter: OrderFilter = {
    archived,
    statuses: status ? [status] : archived ? undefined : PAID_ONWARD_STATUSES,
    proofStates: proof ? [proof] : undefined,
    search: q,
  };
  const { rows, total } = await readOrderRows({
    ...filter,
    sort,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    withTotal: true,
  });
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  return {
    orders: rows.map((row) => toOrderDto(row, timeZone)),
    // A page past the end has no row to carry the total.
    total: total ?? (await countOrderRows(filter)),
    page,
    pageSize,
  };
}
