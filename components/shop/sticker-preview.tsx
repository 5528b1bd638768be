import { cn } from "@/lib/utils";
import type { StickerType } from "@/lib/designs/design-tool-state";

type Props = {
  imageUrl: string;
  stickerType: StickerType | null;
  roundedCorners: boolean;
  widthInches: number;
  heightInches: number;
  sizeName: string | null;
};

const MAX_PREVIEW_PX = 220;

/** The artwork fitted on the vinyl as it will be cut: square, circle or rounded square, at the size's proportions. */
export function StickerPreview({ imageUrl, stickerType, roundedCorners, widthInches, heightInches, sizeName }: Props) {
  const scale = MAX_PREVIEW_PX / Math.max(widthInches, heightInches);
  const width = Math.round(widthInches * scale);
  const height = Math.round(heightInches * scale);
  const shapeClass = stickerType === "circle" ? "rounded-full" : roundedCorners ? "rounded-[14%]" : "rounded-none";
  const description = sizeName
    ? `Preview of a ${sizeName} ${stickerType ?? ""} sticker${roundedCorners ? " with rounded corners" : ""}`
    : "Preview of your design";

  return (
    <figure className="flex flex-col items-center gap-2">
      <div
        className="flex items-center justify-center rounded-lg bg-[repeating-conic-gradient(#e2e8f0_0_25%,#fff_0_50%)] bg-[length:16px_16px] p-4"
        style={{ minHeight: MAX_PREVIEW_PX + 32 }}
      >
        <div
          data-testid="sticker-preview"
          data-shape={stickerType === "circle" ? "circle" : roundedCorners ? "rounded" : "square"}
          className={cn(
            "overflow-hidden bg-white shadow-md ring-2 ring-dashed ring-slate-400 ring-offset-2 transition-all",
            shapeClass,
          )}
          style={{ width, height }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: URL, never optimised */}
          <img src={imageUrl} alt={description} className="h-full w-full object-contain" />
        </div>
      </div>
      <figcaption className="text-xs text-slate-600">
        {sizeName
          ? `${sizeName} · ${widthInches}" × ${heightInches}" · dashed line shows the cut`
          : "Choose a sticker type to see the cut"}
      </figcaption>
    </figure>
  );
}
