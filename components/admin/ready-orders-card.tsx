"use client";

import { useId } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { StickerThumbnail } from "@/components/stickers/sticker-thumbnail";
import { formatLineQuantity } from "@/lib/domain/format-line-quantity";
import { labelStickerShape, STICKER_SHAPES, type StickerShape } from "@/lib/domain/sticker-shapes";
import { formatStockName } from "@/lib/domain/format-stock-name";
import type { ReadyOrderStock, ReadyOrdersPage } from "@/lib/print-sheets/print-sheet-dto";

/** The list's filters ("" for all): shape, size ("3x3"), material id and finish id. */
export type ReadyOrdersFilter = { shape: StickerShape | ""; size: string; material: string; finish: string };

type Props = {
  page: ReadyOrdersPage;
  filter: ReadyOrdersFilter;
  onFilterChange: (filter: ReadyOrdersFilter) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: ReadonlySet<number>) => void;
  onLoadMore: () => void;
  loading: boolean;
};

/** The stocks' materials (or finishes), each id once with its orders summed, in the order first seen. */
function countStocksBy(
  stocks: ReadyOrderStock[],
  idKey: "materialId" | "finishId",
  nameKey: "materialName" | "finishName",
): { id: string; name: string; orders: number }[] {
  const counted = new Map<string, { id: string; name: string; orders: number }>();
  for (const stock of stocks) {
    const known = counted.get(stock[idKey]);
    if (known) known.orders += stock.orders;
    else counted.set(stock[idKey], { id: stock[idKey], name: stock[nameKey], orders: stock.orders });
  }
  return [...counted.values()];
}

/** The orders ready to print (paid, proof approved, on no sheet), oldest first, with filters and checkboxes. */
export function ReadyOrdersCard({
  page,
  filter,
  onFilterChange,
  selected,
  onSelectedChange,
  onLoadMore,
  loading,
}: Props) {
  const ids = useId();
  const sizes = page.sizes.filter((size) => !filter.shape || size.shape === filter.shape);
  // Each material once; the finishes of the chosen material (every one's when none is chosen), each once.
  const materials = countStocksBy(page.stocks, "materialId", "materialName");
  const finishes = countStocksBy(
    page.stocks.filter((stock) => !filter.material || stock.materialId === filter.material),
    "finishId",
    "finishName",
  );
  const filtered = Boolean(filter.shape || filter.size || filter.material || filter.finish);
  const allChosen = page.orders.length > 0 && page.orders.every((order) => selected.has(order.id));
  const toggle = (orderId: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(orderId);
    else next.delete(orderId);
    onSelectedChange(next);
  };
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Ready to print</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="space-y-1">
            <Label htmlFor={`${ids}-shape`}>Shape</Label>
            <NativeSelect
              id={`${ids}-shape`}
              className="w-40"
              value={filter.shape}
              onChange={(event) =>
                onFilterChange({ ...filter, shape: event.target.value as StickerShape | "", size: "" })
              }
            >
              <option value="">All shapes</option>
              {STICKER_SHAPES.map((shape) => (
                <option key={shape} value={shape}>
                  {labelStickerShape(shape)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${ids}-size`}>Size</Label>
            <NativeSelect
              id={`${ids}-size`}
              className="w-56"
              value={filter.size}
              onChange={(event) => onFilterChange({ ...filter, size: event.target.value })}
            >
              <option value="">All sizes</option>
              {sizes.map((size) => (
                <option key={`${size.shape}-${size.size}`} value={size.size}>
                  {size.sizeName} ({size.orders})
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${ids}-material`}>Material</Label>
            <NativeSelect
              id={`${ids}-material`}
              className="w-56"
              value={filter.material}
              onChange={(event) => onFilterChange({ ...filter, material: event.target.value, finish: "" })}
            >
              <option value="">All materials</option>
              {materials.map((material) => (
                <option key={material.id} value={material.id}>
                  {material.name} ({material.orders})
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor={`${ids}-finish`}>Finish</Label>
            <NativeSelect
              id={`${ids}-finish`}
              className="w-56"
              value={filter.finish}
              onChange={(event) => onFilterChange({ ...filter, finish: event.target.value })}
            >
              <option value="">All finishes</option>
              {finishes.map((finish) => (
                <option key={finish.id} value={finish.id}>
                  {finish.name} ({finish.orders})
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>

        {page.orders.length === 0 ? (
          <p className="text-slate-700">No orders are ready to print{filtered ? " with these filters" : ""}.</p>
        ) : (
          <>
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${ids}-all`}
                checked={allChosen}
                onCheckedChange={(checked) =>
                  onSelectedChange(checked === true ? new Set(page.orders.map((order) => order.id)) : new Set())
                }
              />
              <Label htmlFor={`${ids}-all`}>Choose all {page.orders.length} shown</Label>
            </div>
            <ul
              className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
              aria-label="Orders ready to print"
            >
              {page.orders.map((order) => (
                <li key={order.id} className="flex items-center gap-3 p-3" data-testid="ready-order">
                  <Checkbox
                    id={`${ids}-order-${order.id}`}
                    checked={selected.has(order.id)}
                    onCheckedChange={(checked) => toggle(order.id, checked === true)}
                    aria-describedby={`${ids}-order-${order.id}-details`}
                  />
                  <StickerThumbnail
                    line={order}
                    imageUrl={order.design.imageUrl}
                    designName={order.design.originalName}
                    size={48}
                    caption={false}
                  />
                  <div className="min-w-0 flex-1">
                    <Label htmlFor={`${ids}-order-${order.id}`} className="font-semibold text-slate-900">
                      Order {order.orderNumber}
                    </Label>
                    <p id={`${ids}-order-${order.id}-details`} className="break-words text-sm text-slate-700">
                      {order.sheetStickers
                        ? `${order.sizeName} · ${formatLineQuantity(order.quantity, { sheet: true })} · `
                        : `${labelStickerShape(order.shape)} · ${order.sizeName} · ${formatLineQuantity(order.quantity, { sheet: false })} · `}
                      <span className="font-medium text-slate-900" data-testid="ready-order-stock">
                        {formatStockName(order)}
                      </span>{" "}
                      · {order.customerName}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            {page.nextCursor && (
              <Button type="button" variant="outline" onClick={onLoadMore} disabled={loading}>
                Show more orders
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
