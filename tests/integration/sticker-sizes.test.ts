import { setupTestDatabase } from "../helpers/database";
import { GET } from "@/app/api/sticker-sizes/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();

describe("GET /api/sticker-sizes", () => {
  it("answers the seeded sizes with price as a decimal string", async () => {
    const response = await GET(new Request("http://test/api/sticker-sizes"), undefined);
    expect(response.status).toBe(200);
    const sizes = await response.json();
    expect(sizes).toEqual([
      { id: expect.any(Number), name: '2"', price: "50.00", width: 2, height: 2, shape: "square" },
      { id: expect.any(Number), name: '3" square', price: "50.00", width: 3, height: 3, shape: "square" },
      { id: expect.any(Number), name: '4"', price: "60.00", width: 4, height: 4, shape: "square" },
      { id: expect.any(Number), name: "2x4", price: "55.00", width: 2, height: 4, shape: "square" },
      { id: expect.any(Number), name: '3" circle', price: "50.00", width: 3, height: 3, shape: "circle" },
    ]);
  });

  it("reflects what is in the database", async () => {
    await prisma.stickerSize.update({ where: { name: "2x4" }, data: { priceCents: 5599 } });
    const sizes: Array<{ name: string; price: string }> = await (await GET(new Request("http://test"), undefined)).json();
    expect(sizes.find((size) => size.name === "2x4")?.price).toBe("55.99");
  });
});
