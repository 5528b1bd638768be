"use client";

import { Loader2, StickyNote } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateTime, shipToLine } from "./format";
import type { AdminOrder } from "@/lib/client/admin-types";
import { describeAmountMismatch } from "@/lib/orders/describe-amount-mismatch";
import { OrderProofBadge } from "./order-proof-badge";
import { OrderStatusBadge } from "./order-status-badge";
import { OrderStatusControl } from "./order-status-control";
import { AdminLink } from "./admin-link";

/** "Square • Rounded Corners", "Circle": the sticker type as the storefront names it. */
export function describeStickerType(order: Pick<AdminOrder, "stickerType" | "roundedCorners">): string | null {
  const type = order.stickerType === "circle" ? "Circle" : order.stickerType === "square" ? "Square" : null;
  const parts = [type, order.roundedCorners ? "Rounded Corners" : null].filter(Boolean);
  return parts.length ? parts.join(" • ") : null;
}

export type OrdersTableProps = {
  /** 'active': dashboard table with the status dropdown; 'archived': archive table (spec section 2). */
  variant: "active" | "archived";
  orders: AdminOrder[];
  loading: boolean;
  selectedIds: ReadonlySet<number>;
  onToggle: (orderId: number, selected: boolean) => void;
  onToggleAll: (selected: boolean) => void;
  onViewDesign: (order: AdminOrder) => void;
  /** Called with the server's order after its status was changed in the row's OrderStatusControl. */
  onOrderChanged?: (order: AdminOrder) => void;
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
  onOrderChanged,
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
              <TableCell className="whitespace-nowrap font-medium">
                <AdminLink
                  href={`/admin/orders/${order.id}`}
                  className="text-blue-800 underline-offset-4 hover:underline focus-visible:underline"
                >
                  {order.orderNumber}
                </AdminLink>
                {(order.shippingMethod === "priority" || order.additionalNotes?.trim()) && (
                  <div className="mt-1.5 flex items-center gap-1.5">
                    {order.shippingMethod === "priority" && (
                      <Badge variant="warning" title="Priority Shipping (2-3 business days)">
                        Priority
                      </Badge>
                    )}
                    {order.additionalNotes?.trim() && (
                      <span
                        className="inline-flex items-center gap-1 text-xs font-normal text-slate-700"
                        title={order.additionalNotes}
                      >
                        <StickyNote className="h-4 w-4" aria-hidden="true" />
                        <span className="sr-only">Has notes: {order.additionalNotes}</span>
                      </span>
                    )}
                  </div>
                )}
              </TableCell>
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
                {!archived && describeStickerType(order) && (
                  <div className="text-xs text-slate-600">{describeStickerType(order)}</div>
                )}
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
                    <OrderProofBadge status={order.status} proofState={order.proofState} />
                    <OrderStatusControl order={order} onChanged={(changed) => onOrderChanged?.(changed)} />
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
