import { formatUsd } from "@/lib/money/format-cents";
import type { CatalogueTierPrice } from "@/lib/pricing/list-catalogue-tier-prices";
import { cn } from "@/lib/utils";

type Props = {
  sizeName: string;
  /** The material and finish the prices are for (#35), "Holographic · Matte laminate". */
  stockName?: string | null;
  rows: CatalogueTierPrice[];
  quantity: number;
  roundedCorners: boolean;
};

/** Every quantity tier's price of the chosen size, the chosen quantity marked, before Add to Cart. */
export function PriceTierTable({ sizeName, stockName = null, rows, quantity, roundedCorners }: Props) {
  return (
    <table className="w-full text-sm" data-testid="price-tiers">
      <caption className="pb-2 text-left text-sm font-medium text-slate-900">
        Prices for {sizeName}
        {roundedCorners ? " with rounded corners" : ""}
        {stockName && " "}
        {stockName && (
          <span className="block text-xs font-normal text-slate-600" data-testid="price-tiers-stock">
            {stockName}
          </span>
        )}
      </caption>
      <thead>
        <tr className="border-b text-xs text-slate-600">
          <th scope="col" className="py-1.5 pr-2 text-left font-medium">
            Quantity
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-medium">
            Per sticker
          </th>
          <th scope="col" className="py-1.5 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const chosen = row.quantity === quantity;
          return (
            <tr
              key={row.quantity}
              aria-current={chosen ? "true" : undefined}
              className={cn("border-b last:border-0", chosen && "bg-blue-50 font-semibold text-slate-900")}
            >
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                <span className={cn(chosen && "font-semibold")}>{row.quantity}</span>
                {chosen && <span className="sr-only"> (your choice)</span>}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{formatUsd(row.unitPriceCents)}</td>
              <td className="py-1.5 text-right tabular-nums">{formatUsd(row.totalPriceCents)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
