"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { CARRIER_LABELS, CARRIERS } from "@/lib/domain/carriers";

export type ShipmentFieldsProps = {
  /** Prefix of the fields' ids (useId of the caller). */
  idPrefix: string;
  carrier: string;
  onCarrierChange: (carrier: string) => void;
  trackingNumber: string;
  onTrackingNumberChange: (trackingNumber: string) => void;
  /** Why the tracking number was refused, shown under it instead of the hint. */
  trackingError: string | null;
};

/** Carrier and tracking number of a shipment: the "shipped" confirmation and the tracking dialog. */
export function ShipmentFields({
  idPrefix,
  carrier,
  onCarrierChange,
  trackingNumber,
  onTrackingNumberChange,
  trackingError,
}: ShipmentFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-carrier`}>Carrier</Label>
        <NativeSelect
          id={`${idPrefix}-carrier`}
          value={carrier}
          onChange={(event) => onCarrierChange(event.target.value)}
        >
          <option value="">Not given</option>
          {CARRIERS.map((value) => (
            <option key={value} value={value}>
              {CARRIER_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${idPrefix}-tracking`}>Tracking number</Label>
        <Input
          id={`${idPrefix}-tracking`}
          value={trackingNumber}
          autoComplete="off"
          aria-invalid={trackingError ? true : undefined}
          aria-describedby={`${idPrefix}-tracking-hint`}
          onChange={(event) => onTrackingNumberChange(event.target.value)}
        />
        <p
          id={`${idPrefix}-tracking-hint`}
          className={trackingError ? "text-sm text-red-700" : "text-sm text-slate-600"}
        >
          {trackingError ?? "Optional: letters, digits, spaces and dashes."}
        </p>
      </div>
    </div>
  );
}
