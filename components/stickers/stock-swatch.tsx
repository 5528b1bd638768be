import type { FinishLook, MaterialLook } from "@/lib/domain/stock-looks";
import { cn } from "@/lib/utils";

type Props = {
  /** The owner's swatch colour (#rrggbb). */
  swatch: string;
  /** The material's or finish's look (#36): how the chip draws the stock beyond its colour. */
  look: MaterialLook | FinishLook;
  className?: string;
};

/**
 * A material's or finish's chip as it reads as the stock (#36): clear vinyl its colour as a faint film
 * over a transparency grid, holographic a rainbow sheen over it, gloss a highlight, matte flat. Decorative
 * (the name is beside it); no hooks, so server components can use it.
 */
export function StockSwatch({ swatch, look, className }: Props) {
  return (
    <span
      aria-hidden="true"
      data-testid="stock-swatch"
      data-look={look}
      className={cn(
        "relative block h-7 w-7 shrink-0 overflow-hidden rounded border border-slate-300 shadow-inner",
        look === "clear" && "stock-checkerboard stock-checkerboard-small",
        className,
      )}
      style={look === "clear" ? undefined : { backgroundColor: swatch }}
    >
      {look === "clear" && (
        <span className="absolute inset-0 opacity-50" style={{ backgroundColor: swatch }} data-part="film" />
      )}
      {look === "holographic" && (
        <>
          <span className="stock-holo-sheen absolute inset-0" data-part="sheen" />
          <span className="stock-holo-glint absolute inset-0" />
        </>
      )}
      {look === "gloss" && <span className="stock-gloss-highlight absolute inset-0" data-part="highlight" />}
    </span>
  );
}
