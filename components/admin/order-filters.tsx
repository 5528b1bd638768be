"use client";

import { useEffect, useId, useState } from "react";
import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { PROOF_STATE_LABELS, PROOF_STATES } from "@/lib/domain/proof-state";
import { MAX_ORDER_SEARCH_LENGTH, ORDER_SORTS, type OrderSort } from "@/lib/validation/admin-orders";
import type { OrderQuery } from "./use-order-list";

export const SEARCH_DEBOUNCE_MS = 300;

/** The status filter: the default view (paid and later), then every status; pending reads 'Awaiting payment'. */
export const STATUS_FILTER_OPTIONS: ReadonlyArray<readonly [OrderQuery["status"], string]> = [
  ["", "Paid and later"],
  ["pending", "Awaiting payment"],
  ["paid", "Paid"],
  ["processing", "Processing"],
  ["shipped", "Shipped"],
  ["delivered", "Delivered"],
  ["cancelled", "Cancelled"],
  ["expired", "Expired"],
];

/** The proof filter: any state, then each proof state by its label. */
export const PROOF_FILTER_OPTIONS: ReadonlyArray<readonly [OrderQuery["proof"], string]> = [
  ["", "Any proof state"],
  ...PROOF_STATES.map((state) => [state, PROOF_STATE_LABELS[state]] as const),
];

export const SORT_LABELS: Record<OrderSort, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  total_desc: "Total: high to low",
  total_asc: "Total: low to high",
};

/**
 * Search (by order number, customer name or e-mail; sent after a pause in typing), status and proof
 * filters and sort of the active orders. All of it is done by the server.
 */
export function OrderFilters({ query, onChange }: { query: OrderQuery; onChange: (query: OrderQuery) => void }) {
  const ids = useId();
  const [text, setText] = useState(query.q);

  // The text typed is sent once typing pauses.
  useEffect(() => {
    if (text === query.q) return;
    const timer = setTimeout(() => onChange({ ...query, q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query, onChange]);

  return (
    <div role="search" aria-label="Filter orders" className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-64 flex-1 gap-1.5">
        <Label htmlFor={`${ids}-q`}>Search orders</Label>
        <div className="relative">
          <Search className="absolute left-3 top-3 h-4 w-4 text-slate-500" aria-hidden="true" />
          <Input
            id={`${ids}-q`}
            type="search"
            className="pl-9"
            placeholder="Order number, name or e-mail"
            maxLength={MAX_ORDER_SEARCH_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-status`}>Status</Label>
        <NativeSelect
          id={`${ids}-status`}
          className="w-48"
          value={query.status}
          onChange={(event) => onChange({ ...query, q: text, status: event.target.value as OrderQuery["status"] })}
        >
          {STATUS_FILTER_OPTIONS.map(([value, label]) => (
            <option key={value || "default"} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-proof`}>Proof</Label>
        <NativeSelect
          id={`${ids}-proof`}
          className="w-48"
          value={query.proof}
          onChange={(event) => onChange({ ...query, q: text, proof: event.target.value as OrderQuery["proof"] })}
        >
          {PROOF_FILTER_OPTIONS.map(([value, label]) => (
            <option key={value || "any"} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-sort`}>Sort</Label>
        <NativeSelect
          id={`${ids}-sort`}
          className="w-48"
          value={query.sort}
          onChange={(event) => onChange({ ...query, q: text, sort: event.target.value as OrderSort })}
        >
          {ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
