import "server-only";
import { prisma } from "@/lib/db/client";
import { formatCents } from "@/lib/money/format-cents";

export type StickerSizeDto = { id: number; name: string; price: string; width: number; height: number; shape: string };

/**
 * Sizes are catalogue data: they change only when the shop is seeded or migrated, yet every visit to
 * /stickers and every GET /api/sticker-sizes reads them. Each server instance keeps them this long.
 */
export const STICKER_SIZE_CACHE_MS = 30_000;

let cache: { loadedAt: number; sizes: Promise<StickerSizeDto[]> } | undefined;

/** The sizes in display order, as the spec shows them (price of the 50-piece tier as a decimal string). */
export function listStickerSizes(now = Date.now()): Promise<StickerSizeDto[]> {
  if (!cache || now - cache.loadedAt >= STICKER_SIZE_CACHE_MS || now < cache.loadedAt) {
    const sizes = loadStickerSizes();
    const entry = { loadedAt: now, sizes };
    cache = entry;
    // A failed read (database down) is not kept: the next request tries again.
    sizes.catch(() => {
      if (cache === entry) cache = undefined;
    });
  }
  return cache.sizes;
}

async function loadStickerSizes(): Promise<StickerSizeDto[]> {
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
