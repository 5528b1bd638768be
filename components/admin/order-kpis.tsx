"use client";

import { useEffect, useState } from "react";
import type { OrderStats } from "@/lib/client/admin-types";
import { useAdminApi } from "./admin-session";
import { formatDollars } from "./format";

/**
 * The KPI row above the orders: to print (paid), proofs to send (paid, no proof yet or changes
 * requested), to ship (processing), paid revenue today and in the
 * last 30 days, net of refunds. Reloaded whenever `version` changes; a failure shows dashes, not a toast.
 */
export function OrderKpis({ version }: { version: number }) {
  const api = useAdminApi();
  const [stats, setStats] = useState<OrderStats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api.request<OrderStats>("GET", "/api/admin/order-stats").then(
      (result) => {
        if (cancelled) return;
        setStats(result);
        setFailed(false);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [api, version]);

  const items = [
    ["To print", stats ? String(stats.toPrint) : null, "Paid orders with an approved proof, ready to print"],
    [
      "Proofs to send",
      stats ? String(stats.proofsToSend) : null,
      "Paid orders without a proof yet, or whose customer asked for changes",
    ],
    ["To ship", stats ? String(stats.toShip) : null, "Orders being printed (processing)"],
    ["Revenue today", stats ? formatDollars(stats.revenueToday) : null, "Paid today, net of refunds"],
    ["Revenue, last 30 days", stats ? formatDollars(stats.revenueLast30Days) : null, "Paid, net of refunds"],
  ] as const;

  return (
    <section aria-label="Order figures" aria-busy={!stats && !failed}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        {items.map(([label, value, hint]) => (
          <div key={label} className="rounded-lg border bg-white p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900" title={hint}>
              {value ?? "—"}
            </dd>
          </div>
        ))}
      </dl>
      {failed && <p className="mt-2 text-sm text-slate-600">The figures could not be loaded.</p>}
    </section>
  );
}
