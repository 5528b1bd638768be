/** @jest-environment node */
// The White plate of a die-cut on clear stock (#36): a die-cut's artwork sits inside its white border, placed
// where its line was traced (placeLineArtwork), so its plate must follow the artwork there and never ink the
// border: on clear film the border between the artwork and the cut stays clear. Read by Ghostscript (tiffsep).
import { setupTestDatabase } from "../helpers/database";
import { adminHeaders } from "../helpers/admin";
import { addCartLine, createOrderOfLine, uploadArtworkFixture } from "../helpers/print-file-orders";
import { isSeparation, readPrintPdf } from "../helpers/print-pdf";
import { separatePlates } from "../helpers/rip";
import { GET as getPrintFile } from "@/app/api/admin/orders/[id]/print-file/route";
import { prisma } from "@/lib/db/client";

setupTestDatabase();
jest.setTimeout(120_000);

let headers: Record<string, string>;

async function fetchPrintFile(id: number): Promise<Uint8Array> {
  const request = new Request(`http://shop.test/api/admin/orders/${id}/print-file`, { headers });
  const response = await getPrintFile(request, { params: Promise.resolve({ id: String(id) }) });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${response.status} ${Buffer.from(bytes).toString()}`);
  return bytes;
}

beforeAll(async () => {
  headers = await adminHeaders();
});

it.each(["dolphin_enrique_meza_c_01.png", "saturn_dan_gerhards_01.png"] as const)(
  'a 3" die-cut of %s on clear vinyl: white under the colour, none on the border or the film',
  async (fixture) => {
    const { design, sessionId } = await uploadArtworkFixture(fixture);
    const line = await addCartLine({ sessionId, designId: design.id, shape: "die-cut", sizeInches: 3 });
    const order = await createOrderOfLine(line);
    await prisma.order.update({
      where: { id: order.id },
      data: { materialId: "clear-vinyl", materialName: "Clear vinyl" },
    });
    const pdf = await fetchPrintFile(order.id);
    const read = await readPrintPdf(pdf);
    expect(read.paints.filter((paint) => isSeparation(paint.fillSpace, "White"))).toHaveLength(1);

    const plates = await separatePlates(pdf, 100);
    const white = plates.White!;
    const width = white.width;
    const colourAt = (i: number) => ["Cyan", "Magenta", "Yellow", "Black"].some((name) => plates[name]!.ink[i]! > 0);
    let inked = 0;
    let farInked = 0;
    let deep = 0;
    let deepUncovered = 0;
    for (let y = 3; y < white.height - 3; y++)
      for (let x = 3; x < width - 3; x++) {
        const i = y * width + x;
        const around: number[] = [];
        for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) around.push(i + dy * width + dx);
        if (white.ink[i]! > 128) {
          inked++;
          if (!around.some(colourAt)) farInked++;
        }
        if (around.every(colourAt)) {
          deep++;
          if (white.ink[i]! <= 128) deepUncovered++;
        }
      }
    expect(inked).toBeGreaterThan(1000);
    expect(farInked).toBe(0);
    expect(deepUncovered / deep).toBeLessThan(0.02);
  },
);
