import type { ReactNode } from "react";
import { formatInches } from "@/lib/domain/sticker-shapes";
import {
  describeSheetStickerCut,
  formatStickerNumbers,
  summarizeSheetDesigns,
  type SheetStickerListItem,
} from "@/lib/sticker-sheets/summarize-sheet-stickers";

// A sticker sheet's stickers (#39) on the customer's order page and the admin's order: how many, each design
// once with its copies, cuts and sticker numbers; where each sticker lies is one click further (a native
// disclosure, no script), so a sheet of 100 stickers is a few lines, not a wall of numbers.

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Die-cut 2" × 0.92"' for one cut; 'Die-cut 2" × 0.92" (3), Circle 1" (2)' for several. */
function describeCuts(cuts: { label: string; copies: number }[]): string {
  return cuts.length === 1 ? cuts[0]!.label : cuts.map((cut) => `${cut.label} (${cut.copies})`).join(", ");
}

function describePlace(sticker: SheetStickerListItem): string {
  const turn = sticker.rotation ? `, turned ${sticker.rotation}°` : "";
  return `${formatInches(sticker.xInches)} from the left, ${formatInches(sticker.yInches)} from the top${turn}`;
}

export function SheetStickerList({
  stickers,
  designAction,
}: {
  stickers: readonly SheetStickerListItem[];
  /** Something to do with each design (the admin opens its original file); nothing on the customer's page. */
  designAction?: (design: { designId: number; designName: string }) => ReactNode;
}) {
  const designs = summarizeSheetDesigns(stickers);
  const count = `${stickers.length} ${stickers.length === 1 ? "sticker" : "stickers"}`;
  return (
    <div className="text-sm" data-testid="sheet-stickers">
      <p className="font-medium text-slate-900">
        {`${count} on each sheet, ${designs.length} ${designs.length === 1 ? "design" : "designs"}`}
      </p>
      <ul className="mt-1 space-y-1" aria-label="Designs on the sheet">
        {designs.map((design) => (
          <li key={design.designId}>
            <span className="break-all font-medium text-slate-900">{design.designName}</span>
            {` × ${design.copies}`}
            {designAction?.(design)}
            <span className="block text-slate-600">
              {`${describeCuts(design.cuts)} · ${capitalize(formatStickerNumbers(design.stickerNumbers))}`}
            </span>
          </li>
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer text-slate-700">Where each sticker lies</summary>
        <ol className="mt-1 space-y-0.5 text-slate-700" aria-label="Stickers on the sheet">
          {stickers.map((sticker) => (
            <li key={sticker.position}>
              <span className="font-medium text-slate-900">{`Sticker ${sticker.position + 1}`}</span>
              {`: ${sticker.designName}, ${describeSheetStickerCut(sticker)}, ${describePlace(sticker)}`}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
