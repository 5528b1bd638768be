import { Badge, type BadgeProps } from "@/components/ui/badge";
import { capitalize } from "./format";

const STATUS_VARIANTS: Record<string, BadgeProps["variant"]> = {
  pending: "warning",
  paid: "success",
  processing: "info",
  shipped: "purple",
  delivered: "secondary",
  cancelled: "destructive",
  expired: "outline",
  archived: "outline",
};

/** Coloured status badge; the status is always written out, so colour is never the only cue. */
export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge variant={STATUS_VARIANTS[status] ?? "outline"}>{capitalize(status)}</Badge>;
}
