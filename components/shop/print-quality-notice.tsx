import { AlertTriangle, CheckCircle2, Info } from "lucide-react";
import { calculatePrintDpi, ratePrintQuality } from "@/lib/designs/calculate-print-dpi";

type Props = { pixelWidth: number; pixelHeight: number; widthInches: number; heightInches: number };

/** Effective DPI of the artwork at the chosen size; the order stays allowed whatever it says. */
export function PrintQualityNotice({ pixelWidth, pixelHeight, widthInches, heightInches }: Props) {
  const dpi = calculatePrintDpi(
    { width: pixelWidth, height: pixelHeight },
    { width: widthInches, height: heightInches },
  );
  const quality = ratePrintQuality(dpi);
  if (quality === "great") {
    return (
      <p
        className="flex items-start gap-2 rounded-md bg-green-50 p-3 text-sm text-green-800"
        data-testid="print-quality"
        data-quality={quality}
      >
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Print resolution: <strong>{dpi} DPI</strong>. Great, your design will print sharp.
        </span>
      </p>
    );
  }
  if (quality === "fair") {
    return (
      <p
        className="flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        data-testid="print-quality"
        data-quality={quality}
      >
        <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          Print resolution: <strong>{dpi} DPI</strong>. Acceptable; 300 DPI or more prints sharpest.
        </span>
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800"
      data-testid="print-quality"
      data-quality={quality}
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        Low print resolution: <strong>{dpi} DPI</strong> at this size (150 DPI is the minimum we recommend). The
        stickers may look blurry. Upload a larger image or choose a smaller size. You can still order; if we are unsure
        about print quality, a person will review your order and contact you.
      </span>
    </p>
  );
}
