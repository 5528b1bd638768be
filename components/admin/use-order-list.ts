"use client";

import { useCallback, useEffect, useMemo, useState } from "react";
import type { OrdersPage } from "@/lib/client/admin-types";
import type { ProofState } from "@/lib/domain/proof-state";
import type { OrderStatus } from "@/lib/domain/order-statuses";
import type { OrderSort } from "@/lib/validation/admin-orders";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";

const ORDERS_PAGE_SIZE = 50;

export type OrderList = ReturnType<typeof useOrderList>;

/** What the active list asks the server for besides the page: empty values are the defaults. */
export type OrderQuery = { q: string; status: OrderStatus | ""; proof: ProofState | ""; sort: OrderSort };

export const DEFAULT_ORDER_QUERY: OrderQuery = { q: "", status: "", proof: "", sort: "newest" };

/** `&q=…&status=…&proof=…&sort=…` for the values that differ from the defaults ("" when none do). */
export function orderQueryString(query: OrderQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.status) params.set("status", query.status);
  if (query.proof) params.set("proof", query.proof);
  if (query.sort !== DEFAULT_ORDER_QUERY.sort) params.set("sort", query.sort);
  const text = params.toString();
  return text ? `&${text}` : "";
}

/** Which page to ask for: by cursor (from the page shown, read from an index bound) or by number. */
type PageRequest = { page: number; cursor: string | null };

/** `?page=…&pageSize=…&cursor=…` (the cursor only when there is one). */
function pageQueryString({ page, cursor }: PageRequest): string {
  return `?page=${page}&pageSize=${ORDERS_PAGE_SIZE}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
}

/**
 * One page of active or archived orders (server-side paging; searched, filtered and sorted on the
 * server by `query`) and the rows selected on it. The selection belongs to the page shown: it is
 * cleared whenever the list is (re)loaded; a new query starts again at page 1. Previous and Next
 * follow the answer's cursors, so page 100 costs the server what page 1 does.
 */
export function useOrderList(kind: "active" | "archived", query: OrderQuery = DEFAULT_ORDER_QUERY) {
  const api = useAdminApi();
  const queryString = orderQueryString(query);
  const [request, setRequest] = useState<PageRequest>({ page: 1, cursor: null });
  const [version, setVersion] = useState(0);
  const [data, setData] = useState<OrdersPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [shownQuery, setShownQuery] = useState(queryString);
  // A changed query goes back to the first page (adjusting state while rendering, as React recommends).
  if (shownQuery !== queryString) {
    setShownQuery(queryString);
    setRequest({ page: 1, cursor: null });
    setLoading(true);
  }

  useEffect(() => {
    let cancelled = false;
    const base = kind === "active" ? "/api/orders" : "/api/orders/archived";
    api.request<OrdersPage>("GET", `${base}${pageQueryString(request)}${shownQuery}`).then(
      (result) => {
        if (cancelled) return;
        const lastPage = Math.max(1, Math.ceil(result.total / ORDERS_PAGE_SIZE));
        // The page emptied (orders archived or deleted): step back to the last page that has rows.
        if (result.orders.length === 0 && result.page > lastPage) {
          setRequest({ page: lastPage, cursor: null });
          return;
        }
        setData(result);
        setSelectedIds(new Set());
        setLoading(false);
      },
      (error: unknown) => {
        if (cancelled) return;
        setLoading(false);
        toastError(error, kind === "active" ? "Failed to load orders" : "Failed to load archived orders");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, kind, request, version, shownQuery]);

  const reload = useCallback(() => {
    setLoading(true);
    setVersion((value) => value + 1);
  }, []);

  // The page the server answered (a cursor whose rows were removed may bring page 1 back).
  const page = data?.page ?? request.page;
  const goToPage = useCallback(
    (next: number) => {
      setLoading(true);
      const cursor = next === page + 1 ? data?.nextCursor : next === page - 1 ? data?.prevCursor : null;
      setRequest({ page: next, cursor: cursor ?? null });
    },
    [data, page],
  );

  const orders = useMemo(() => data?.orders ?? [], [data]);
  const total = data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (data?.pageSize || ORDERS_PAGE_SIZE)));

  const toggle = useCallback((orderId: number, selected: boolean) => {
    setSelectedIds((previous) => {
      const next = new Set(previous);
      if (selected) next.add(orderId);
      else next.delete(orderId);
      return next;
    });
  }, []);

  const toggleAll = useCallback(
    (selected: boolean) => setSelectedIds(selected ? new Set(orders.map((order) => order.id)) : new Set()),
    [orders],
  );

  /** Replaces one order in place (after a status change) without refetching the page. */
  const replaceOrder = useCallback((order: OrdersPage["orders"][number]) => {
    setData((previous) =>
      previous ? { ...previous, orders: previous.orders.map((row) => (row.id === order.id ? order : row)) } : previous,
    );
  }, []);

  return { orders, total, page, pageCount, loading, selectedIds, toggle, toggleAll, reload, goToPage, replaceOrder };
}
