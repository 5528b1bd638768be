// The e-mails to the shop's own address (operator notices): their inputs and keys, like order-emails.ts
// (the words are in templates/shop-notification-templates.tsx). They go to getShopNotificationAddress()
// (lib/settings/shop-settings.ts).
import { formatInches, labelStickerShape } from "@/lib/domain/sticker-shapes";
import type { OrderEmailShop } from "./order-emails";

/** An order's sticker as an operator reads it: its shape and finished size, whatever its size's name. */
export type OperatorSticker = {
  sizeName: string;
  shape: string;
  widthInches: number;
  heightInches: number;
  quantity: number;
  roundedCorners: boolean;
  /** A sticker sheet (#39): its name says what it is ('Sticker sheet 5.5" × 8.5", 12 stickers'). */
  sheet?: boolean;
};

/** A customer asked for changes to a proof on their order page. */
export type ProofChangesRequestedEmailInput = {
  shop: OrderEmailShop;
  order: { orderId: number; createdAt: Date | string };
  proofVersion: number;
  customer: { name: string; email: string };
  comment: string;
  /** The design the customer uploaded with the request (now the order's design), if any. */
  replacementDesignName: string | null;
  /** The order's sticker when the customer answered (before any re-cut). */
  sticker: OperatorSticker;
  /** A die-cut whose line was cut again around the replacement design: its new finished size. */
  recut: { widthInches: number; heightInches: number } | null;
  /**
   * A sticker sheet (#39) whose design was replaced on some of its stickers: the design it replaced, which
   * stickers ("stickers 1 and 4"), and whether die-cuts among them were cut again. Absent: not a sheet.
   */
  sheetReplacement?: { replacedDesignName: string; stickers: string; recut: boolean } | null;
  /** {APP_URL}/admin/orders/{id}: where the operator sends the next proof. */
  adminOrderUrl: string;
};

/** Dedupe key of the notice about a change request: one per proof version (a version is answered once). */
export function makeProofChangesRequestedKey(proofId: number): string {
  return `proof-changes-requested:${proofId}`;
}

/** "W × H in" ('3 × 2.41 in'), a circle's "3.5 in across". */
export function formatStickerDimensions(
  sticker: Pick<OperatorSticker, "shape" | "widthInches" | "heightInches">,
): string {
  const inches = (value: number) => formatInches(value).slice(0, -1);
  return sticker.shape === "circle"
    ? `${inches(sticker.widthInches)} in across`
    : `${inches(sticker.widthInches)} × ${inches(sticker.heightInches)} in`;
}

/**
 * "50 × Die-cut, 3 × 2.41 in", "100 × Square, 2 × 2 in (2"), rounded corners": the shape and finished
 * size always, and a standard size's own name, which says neither in full; a sheet by its name
 * ('25 × Sticker sheet 5.5" × 8.5", 12 stickers').
 */
export function describeOperatorSticker(sticker: OperatorSticker): string {
  // A sheet's line is a "square" the sheet's size: its own name says more than that shape.
  if (sticker.sheet)
    return `${sticker.quantity} × ${sticker.sizeName}${sticker.roundedCorners ? ", rounded corners" : ""}`;
  const shape = labelStickerShape(sticker.shape);
  const named = sticker.sizeName.startsWith(shape) ? "" : ` (${sticker.sizeName})`;
  const corners = sticker.shape === "square" && sticker.roundedCorners ? ", rounded corners" : "";
  return `${sticker.quantity} × ${shape}, ${formatStickerDimensions(sticker)}${named}${corners}`;
}
