"use client";

import { Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { capitalize, formatDateTime, shipToLine } from "./format";
import { ORDER_STATUSES, type AdminOrder } from "@/lib/client/admin-types";
import { describeAmountMismatch } from "@/lib/orders/describe-amount-mismatch";
import { OrderStatusBadge } from "./order-status-badge";

export type OrdersTableProps = {
  /** 'active': dashboard table with the status dropdown; 'archived': archive table (spec section 2). */
  variant: "active" | "archived";
  orders: AdminOrder[];
  loading: boolean;
  selectedIds: ReadonlySet<number>;
  onToggle: (orderId: number, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  onViewDesign: (order: AdminOrder) => void;
  onStatusChange?: (order: AdminOrder, status: string) => void;
  /** Orders whose status change is on its way. */
  busyIds?: ReadonlySet<number>;
  /** Size names by id, for orders whose size name is not included. */
  sizeNames?: ReadonlyMap<number, string>;
};

export function OrdersTable({
  variant,
  orders,
  loading,
  selectedIds,
  onToggle,
  onToggleAll,
  onViewDesign,
  onStatusChange,
  busyIds,
  sizeNames,
}: OrdersTableProps) {
  const archived = variant === "archived";
  const selectedOnPage = orders.filter((order) => selectedIds.has(order.id)).length;
  const allChecked =
    orders.length > 0 && selectedOnPage === orders.length ? true : selectedOnPage > 0 ? "indeterminate" : false;

  if (loading) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-600">
        <Loader2 className="h-6 w-6 animate-spin" aria-hidden="true" />
        <span className="sr-only">Loading orders</span>
      </div>
    );
  }

  if (orders.length === 0) {
    return (
      <p className="py-12 text-center text-slate-600">{archived ? "No archived orders found." : "No orders found"}</p>
    );
  }

  return (
    <Table aria-label={archived ? "Archived orders" : "Active orders"}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="w-10">
            <Checkbox
              aria-label="Select all orders"
              checked={allChecked}
              onCheckedChange={(checked) => onToggleAll(checked === true)}
            />
          </TableHead>
          <TableHead>Order ID</TableHead>
          <TableHead>Customer</TableHead>
          <TableHead>Design</TableHead>
          <TableHead>Size</TableHead>
          <TableHead>Quantity</TableHead>
          <TableHead>Total</TableHead>
          <TableHead>Coupon</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((order) => {
          const selected = selectedIds.has(order.id);
          const shipTo = shipToLine(order);
          const sizeName = order.sizeName ?? sizeNames?.get(order.sizeId);
          return (
            <TableRow key={order.id} data-state={selected ? "selected" : undefined}>
              <TableCell>
                <Checkbox
                  aria-label={`Select order ${order.orderNumber}`}
                  checked={selected}
                  onCheckedChange={(checked) => onToggle(order.id, checked === true)}
                />
              </TableCell>
              <TableCell className="whitespace-nowrap font-medium">{order.orderNumber}</TableCell>
              <TableCell className="min-w-48">
                <div className="font-medium text-slate-900">{order.customerName?.trim() || "Unknown Customer"}</div>
                <div className="text-slate-700">{order.customerEmail?.trim() || "No email"}</div>
                <div className="text-slate-700">{order.customerPhone?.trim() || "No phone"}</div>
                {order.companyName?.trim() && <div className="text-slate-700">{order.companyName}</div>}
                {shipTo && <div className="text-xs text-slate-600">{shipTo}</div>}
              </TableCell>
              <TableCell>
                {archived ? (
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`View design #${order.designId}`}
                    onClick={() => onViewDesign(order)}
                  >
                    View
                  </Button>
                ) : (
                  <Button type="button" variant="outline" size="sm" onClick={() => onViewDesign(order)}>
                    View #{order.designId}
                  </Button>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {archived ? order.sizeId : sizeName || `Size ID: ${order.sizeId}`}
              </TableCell>
              <TableCell>{order.quantity}</TableCell>
              <TableCell className="whitespace-nowrap">${order.totalPrice}</TableCell>
              <TableCell>
                {order.couponCode ? (
                  archived ? (
                    <div>
                      <div className="font-medium">{order.couponCode}</div>
                      <div className="text-xs text-green-800">-${order.discountAmount}</div>
                    </div>
                  ) : (
                    <Badge variant="info">{order.couponCode}</Badge>
                  )
                ) : (
                  <span className="text-slate-600">None</span>
                )}
              </TableCell>
              <TableCell>
                {order.amountMismatch && (
                  <Badge
                    variant="destructive"
                    className="mb-1.5"
                    title={`${describeAmountMismatch(order.amountMismatch)}: check the payment with the provider`}
                  >
                    Amount mismatch
                  </Badge>
                )}
                {order.testPayment && (
                  <Badge
                    variant="outline"
                    className="mb-1.5"
                    title="Paid in test mode (Stripe's test cards): no money was moved"
                  >
                    Test
                  </Badge>
                )}
                {archived ? (
                  <Badge variant="outline">Archived</Badge>
                ) : (
                  <div className="flex flex-col gap-1.5">
                    <OrderStatusBadge status={order.status} />
                    <NativeSelect
                      aria-label={`Status for order ${order.orderNumber}`}
                      className="h-9 w-36"
                      value={order.status}
                      // Not `disabled` while the update runs: that would take the keyboard focus away.
                      aria-disabled={busyIds?.has(order.id) || undefined}
                      aria-busy={busyIds?.has(order.id) || undefined}
                      onChange={(event) => {
                        if (!busyIds?.has(order.id)) onStatusChange?.(order, event.target.value);
                      }}
                    >
                      {!(ORDER_STATUSES as readonly string[]).includes(order.status) && (
                        <option value={order.status}>{capitalize(order.status)}</option>
                      )}
                      {ORDER_STATUSES.map((status) => (
                        <option key={status} value={status}>
                          {capitalize(status)}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap text-slate-700">
                <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
