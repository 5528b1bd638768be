import { formatUsd } from "@/lib/money/format-cents";
import type { TierPrice } from "@/lib/pricing/list-tier-prices";
import { cn } from "@/lib/utils";

type Props = { sizeName: string; rows: TierPrice[]; quantity: number; roundedCorners: boolean };

/** Every quantity tier's price of the chosen size, the chosen quantity marked, before Add to Cart. */
export function PriceTierTable({ sizeName, rows, quantity, roundedCorners }: Props) {
  return (
    <table className="w-full text-sm" data-testid="price-tiers">
      <caption className="pb-2 text-left text-sm font-medium text-slate-900">
        Prices for {sizeName}
        {roundedCorners ? " with rounded corners" : ""}
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
