import { setupTestDatabase } from "../helpers/database";
import { GET } from "@/app/api/sticker-sizes/route";
import { prisma } from "@/lib/db/client";
import { listStickerSizes, STICKER_SIZE_CACHE_MS } from "@/lib/pricing/list-sticker-sizes";

setupTestDatabase();

describe("GET /api/sticker-sizes", () => {
  it("answers the seeded sizes with price as a decimal string", async () => {
    const response = await GET(new Request("http://test/api/sticker-sizes"), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60, stale-while-revalidate=300");
    const sizes = await response.json();
    expect(sizes).toEqual([
      { id: expect.any(Number), name: '2"', price: "50.00", width: 2, height: 2, shape: "square" },
      { id: expect.any(Number), name: '3" square', price: "50.00", width: 3, height: 3, shape: "square" },
      { id: expect.any(Number), name: '4"', price: "60.00", width: 4, height: 4, shape: "square" },
      { id: expect.any(Number), name: "2x4", price: "55.00", width: 2, height: 4, shape: "square" },
      { id: expect.any(Number), name: '3" circle', price: "50.00", width: 3, height: 3, shape: "circle" },
    ]);
  });

  it("reflects what is in the database once the cached copy expires", async () => {
    const priceOf2x4 = async () => {
      const sizes: Array<{ name: string; price: string }> = await (
        await GET(new Request("http://test"), undefined)
      ).json();
      return sizes.find((size) => size.name === "2x4")?.price;
    };
    expect(await priceOf2x4()).toBe("55.00");
    await prisma.stickerSize.update({ where: { name: "2x4" }, data: { priceCents: 5599 } });
    expect(await priceOf2x4()).toBe("55.00"); // still the cached copy
    await listStickerSizes(Date.now() + STICKER_SIZE_CACHE_MS); // as if the cache time had passed
    expect(await priceOf2x4()).toBe("55.99");
  });

  it("does not keep a failed read", async () => {
    const failure = new Error("database unavailable");
    jest.spyOn(prisma.stickerSize, "findMany").mockRejectedValueOnce(failure);
    const later = Date.now() + 10 * STICKER_SIZE_CACHE_MS; // past the cached copy, the same instant twice
    await expect(listStickerSizes(later)).rejects.toBe(failure);
    await expect(listStickerSizes(later)).resolves.toHaveLength(5);
    jest.restoreAllMocks();
  });
});
