"use client";

import { useCallback, useEffect, useState } from "react";
import { getOrderDetail, isSessionExpired } from "@/lib/client/admin-api";
import type { AdminOrder, OrderDetail, OrderDetailEmail } from "@/lib/client/admin-types";
import { RequestError } from "@/lib/client/request-json";
import { useAdminApi } from "./admin-session";
import { toastError } from "./admin-toasts";

export type OrderDetailLoad =
  | { state: "loading" }
  | { state: "ready"; detail: OrderDetail }
  | { state: "missing" | "invalid" | "failed"; message: string };

/** GET /api/admin/orders/{id} for the order detail page, with the changes its controls make. */
export function useOrderDetail(orderId: string) {
  const api = useAdminApi();
  const [load, setLoad] = useState<OrderDetailLoad>({ state: "loading" });
  const [version, setVersion] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    getOrderDetail(api, orderId).then(
      (detail) => {
        if (cancelled) return;
        setLoad({ state: "ready", detail });
        setRefreshing(false);
      },
      (error: unknown) => {
        if (cancelled || isSessionExpired(error)) return;
        setRefreshing(false);
        const status = error instanceof RequestError ? error.status : 0;
        // A failed refresh keeps what is shown; a failed first load says why.
        setLoad((previous) => {
          if (previous.state === "ready") return previous;
          if (status === 404) return { state: "missing", message: "Order not found" };
          if (status === 400) return { state: "invalid", message: "This is not a valid order id." };
          return { state: "failed", message: "The order could not be loaded." };
        });
        toastError(error, "Failed to load the order");
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, orderId, version]);

  /** Loads the detail again (history and e-mails change with every action). */
  const reload = useCallback(() => {
    setRefreshing(true);
    setVersion((value) => value + 1);
  }, []);

  /** For the status control and the refund button: show their answer at once, then reload the rest. */
  const replaceOrder = useCallback(
    (order: AdminOrder) => {
      setLoad((previous) =>
        previous.state === "ready" ? { ...previous, detail: { ...previous.detail, order } } : previous,
      );
      reload();
    },
    [reload],
  );

  const replaceEmail = useCallback((email: OrderDetailEmail) => {
    setLoad((previous) =>
      previous.state === "ready"
        ? {
            ...previous,
            detail: {
              ...previous.detail,
              emails: previous.detail.emails.map((row) => (row.id === email.id ? email : row)),
            },
          }
        : previous,
    );
  }, []);

  return { load, refreshing, reload, replaceOrder, replaceEmail };
}
