import { setupTestDatabase } from "../helpers/database";
import { changeCatalogue, setSizeTotal } from "../helpers/catalogue-changes";
import { GET } from "@/app/api/sticker-sizes/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

async function listSizes(): Promise<Array<{ id: number; name: string; price: string }>> {
  return (await GET(new Request("http://test/api/sticker-sizes"), undefined)).json();
}

describe("GET /api/sticker-sizes", () => {
  it("answers the seeded sizes with price as a decimal string, kept by no shared cache", async () => {
    const response = await GET(new Request("http://test/api/sticker-sizes"), undefined);
    expect(response.status).toBe(200);
    // #35: a change to the catalogue shows on the next request on every instance.
    expect(response.headers.get("cache-control")).toBe("no-store");
    const sizes = await response.json();
    expect(sizes).toEqual([
      { id: expect.any(Number), name: '2"', price: "50.00", width: 2, height: 2, shape: "square" },
      { id: expect.any(Number), name: '3" square', price: "50.00", width: 3, height: 3, shape: "square" },
      { id: expect.any(Number), name: '4"', price: "60.00", width: 4, height: 4, shape: "square" },
      { id: expect.any(Number), name: "2x4", price: "55.00", width: 2, height: 4, shape: "square" },
      { id: expect.any(Number), name: '3" circle', price: "50.00", width: 3, height: 3, shape: "circle" },
    ]);
  });

  it("shows the owner's change at once: a first-tier price, a rename, a retired size, the order", async () => {
    const before = await listSizes();
    const byName = (name: string) => before.find((size) => size.name === name)!;
    await setSizeTotal(byName("2x4").id, 50, 5599);
    expect((await listSizes()).find((size) => size.name === "2x4")?.price).toBe("55.99");

    await changeCatalogue(async (tx) => {
      await tx.stickerSize.update({ where: { id: byName('3" square').id }, data: { name: '3" square (classic)' } });
      await tx.stickerSize.update({ where: { id: byName("2x4").id }, data: { active: false } });
      await tx.stickerSize.update({ where: { id: byName('3" circle').id }, data: { sortOrder: -1 } });
    });
    expect((await listSizes()).map((size) => [size.name, size.price])).toEqual([
      ['3" circle', "50.00"],
      ['2"', "50.00"],
      ['3" square (classic)', "50.00"],
      ['4"', "60.00"],
    ]);
    expect(await prisma.stickerSize.count()).toBe(5); // retired, not deleted
  });
});
