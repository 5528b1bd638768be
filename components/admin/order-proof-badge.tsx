import { AlertTriangle, FileImage } from "lucide-react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { PROOF_STATE_LABELS, type ProofState } from "@/lib/domain/proof-state";
import { PAID_ONWARD_STATUSES } from "@/lib/domain/order-statuses";

const PROOF_VARIANTS: Record<ProofState, BadgeProps["variant"]> = {
  none: "outline",
  sent: "info",
  approved: "success",
  // The one state that asks the operator to act again: amber, with an icon and the words.
  changes_requested: "warning",
};

/** A proof means something only once an order is paid: pending and expired orders show nothing. */
export function hasMeaningfulProofState(status: string): boolean {
  return (PAID_ONWARD_STATUSES as readonly string[]).includes(status);
}

/** The order's proof state as a small badge ("Proof: Changes requested" for screen readers), or nothing before payment. */
export function OrderProofBadge({ status, proofState }: { status: string; proofState: ProofState }) {
  if (!hasMeaningfulProofState(status)) return null;
  const label = PROOF_STATE_LABELS[proofState];
  const Icon = proofState === "changes_requested" ? AlertTriangle : FileImage;
  return (
    <Badge variant={PROOF_VARIANTS[proofState]} className="gap-1" title={`Proof: ${label}`}>
      <Icon className="h-3 w-3" aria-hidden="true" />
      <span className="sr-only">Proof: </span>
      {label}
    </Badge>
  );
}
