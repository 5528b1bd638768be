import "server-only";
import { prisma } from "@/lib/db/client";
import { formatCents } from "@/lib/money/format-cents";

export type StickerSizeDto = { id: number; name: string; price: string; width: number; height: number; shape: string };

/** The sizes in display order, as the spec shows them (price of the 50-piece tier as a decimal string). */
export async function listStickerSizes(): Promise<StickerSizeDto[]> {
  const sizes = await prisma.stickerSize.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }] });
  return sizes.map((size) => ({
    id: size.id,
    name: size.name,
    price: formatCents(size.priceCents),
    width: size.width,
    height: size.height,
    shape: size.shape,
  }));
}
