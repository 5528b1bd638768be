import { calculatePrintDpi, ratePrintQuality, type PrintQuality } from "@/lib/designs/calculate-print-dpi";

type OrderOfDesign = {
  id: number;
  sizeName: string;
  widthInches: number;
  heightInches: number;
  design: { id: number; name: string; filename: string; widthPixels: number; heightPixels: number };
};

export type CustomerDesign = {
  designId: number;
  name: string;
  filename: string;
  /** The sizes it was ordered at, newest order first, each once, with the artwork's DPI there. */
  sizes: { sizeName: string; dpi: number; quality: PrintQuality }[];
  /** The newest order of the design: "Order again" repeats it. */
  newestOrderId: number;
};

/**
 * The designs of a customer's orders (given newest first), each once, in the order of its newest order:
 * the account's "Your designs", to order again without uploading.
 */
export function groupCustomerDesigns(orders: readonly OrderOfDesign[]): CustomerDesign[] {
  const designs = new Map<number, CustomerDesign>();
  for (const order of orders) {
    const design =
      designs.get(order.design.id) ??
      designs
        .set(order.design.id, {
          designId: order.design.id,
          name: order.design.name,
          filename: order.design.filename,
          sizes: [],
          newestOrderId: order.id,
        })
        .get(order.design.id)!;
    if (design.sizes.some((size) => size.sizeName === order.sizeName)) continue;
    const dpi = calculatePrintDpi(
      { width: order.design.widthPixels, height: order.design.heightPixels },
      { width: order.widthInches, height: order.heightInches },
    );
    design.sizes.push({ sizeName: order.sizeName, dpi, quality: ratePrintQuality(dpi) });
  }
  return [...designs.values()];
}
