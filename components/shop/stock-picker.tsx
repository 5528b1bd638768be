import { StockSwatch } from "@/components/stickers/stock-swatch";
import type { FinishLook, MaterialLook } from "@/lib/domain/stock-looks";
import { cn } from "@/lib/utils";

type StockEntry = {
  id: string;
  name: string;
  description: string;
  priceFactorBps: number;
  swatch: string;
  look: MaterialLook | FinishLook;
};

type Props = {
  /** The radio group's name: "material" or "finish". */
  name: string;
  legend: string;
  entries: readonly StockEntry[];
  value: string;
  onChange: (id: string) => void;
};

/**
 * A material or finish picker of the design tool's order summary (#35): native radio buttons (no script of
 * their own, keyboard-ready) with the catalogue's swatch (drawn as the stock looks, #36), name, price
 * difference and short description.
 */
export function StockPicker({ name, legend, entries, value, onChange }: Props) {
  return (
    <fieldset className="space-y-2" data-testid={`${name}-picker`}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="grid gap-2">
        {entries.map((entry) => {
          const checked = entry.id === value;
          const difference = describeFactor(entry.priceFactorBps);
          return (
            <label
              key={entry.id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-md border p-2.5 text-sm focus-within:ring-2 focus-within:ring-ring",
                checked ? "border-blue-600 bg-blue-50" : "border-slate-200 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={name}
                value={entry.id}
                checked={checked}
                onChange={() => onChange(entry.id)}
                className="mt-0.5 h-4 w-4 shrink-0 accent-blue-600"
              />
              <StockSwatch swatch={entry.swatch} look={entry.look} />
              <span className="min-w-0 space-y-0.5">
                <span className="block font-medium text-slate-900">
                  {entry.name}
                  {difference && <span className="ml-1.5 text-xs font-normal text-slate-600">{difference}</span>}
                </span>
                {entry.description && <span className="block text-xs text-slate-600">{entry.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** "+30%" for a factor of 130 %, "−10%" for 90 %, nothing at 100 %. */
function describeFactor(basisPoints: number): string | null {
  const percent = Math.round((basisPoints - 10_000) / 100);
  if (percent === 0) return null;
  return percent > 0 ? `+${percent}%` : `−${-percent}%`;
}
