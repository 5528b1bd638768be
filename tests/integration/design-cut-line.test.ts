/** @jest-environment node */
// GET /api/designs/{id}/cut-line?shape=die-cut&sizeInches=… (#22): the die-cut line a design gets at a
// size, for the design tool's preview. Only the design's own cart session (X-Session-Id) or an admin
// token may read it; anyone else gets the 404 an unknown design gets; a bad query is a 400 { message }.
import { adminHeaders } from "../helpers/admin";
import {
  addToCart,
  fetchCutLine,
  measurePath,
  measurePathArea,
  parseCutLinePath,
  uploadArtwork,
} from "../helpers/custom-stickers";
import { setupTestDatabase } from "../helpers/database";
import { createProofImageRow } from "../helpers/order-factories";
import { makeSessionId } from "../helpers/fixtures";
import { prisma } from "@/lib/db/client";
import { parseStoredOutline } from "@/lib/stickers/parse-stored-outline";

setupTestDatabase();

let sessionId: string;
let designId: number;
let admin: Record<string, string>;

beforeAll(async () => {
  admin = await adminHeaders();
  sessionId = makeSessionId();
  designId = (await uploadArtwork("dolphin_enrique_meza_c_01.png", sessionId)).id;
});

const own = () => ({ "x-session-id": sessionId });

describe("for the design's own session", () => {
  it.each([1, 2.25, 3, 7.5, 12])(
    "answers the line at %p inches: longest side that size, path in inches",
    async (size) => {
      const response = await fetchCutLine(designId, `shape=die-cut&sizeInches=${size}`, own());
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const body = response.body;
      expect(body).toEqual({
        shape: "die-cut",
        widthInches: expect.any(Number),
        heightInches: expect.any(Number),
        offsetInches: 0.125,
        path: expect.any(String),
        separateParts: false,
        // #34: the dolphin has a transparent background, so its cut follows its outline, not its edge.
        followsImageEdge: false,
        artwork: {
          x: expect.any(Number),
          y: expect.any(Number),
          width: expect.any(Number),
          height: expect.any(Number),
        },
      });
      expect(Math.abs(Math.max(body.widthInches, body.heightInches) - size)).toBeLessThanOrEqual(0.01);
      const points = parseCutLinePath(body.path);
      expect(points.length).toBeGreaterThan(8);
      expect(points.length).toBeLessThanOrEqual(2000);
      // Origin at the bounding box's top-left corner; the box is the answer's width × height.
      const bounds = measurePath(points);
      expect(bounds.minX).toBeCloseTo(0, 3);
      expect(bounds.minY).toBeCloseTo(0, 3);
      expect(Math.abs(bounds.width - body.widthInches)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(bounds.height - body.heightInches)).toBeLessThanOrEqual(0.01);
      // A dolphin, not its box: the line encloses well under the box's area, and far more than nothing.
      const area = measurePathArea(points);
      expect(area).toBeLessThan(0.8 * body.widthInches * body.heightInches);
      expect(area).toBeGreaterThan(0.2 * body.widthInches * body.heightInches);
      // The uploaded image (595 × 842 px) keeps its aspect in the line's frame.
      expect(body.artwork.width / body.artwork.height).toBeCloseTo(595 / 842, 2);
    },
  );

  it("is the very line the cart freezes on a die-cut line of that size", async () => {
    const preview = await fetchCutLine(designId, "shape=die-cut&sizeInches=4.75", own());
    const line = await addToCart({ sessionId, designId, shape: "die-cut", sizeInches: 4.75, quantity: 50 });
    expect(line.status).toBe(201);
    expect(line.body).toMatchObject({
      cutLine: preview.body.path,
      widthInches: preview.body.widthInches,
      heightInches: preview.body.heightInches,
    });
    await prisma.cartItem.deleteMany();
  });

  it("says when the artwork has separate parts (cut as one sticker)", async () => {
    const session = makeSessionId();
    // The fireworks: sparks on a uniform black sky (no transparency), traced from the background.
    const fireworks = (await uploadArtwork("fireworks_ganson1.png", session)).id;
    const outline = parseStoredOutline((await prisma.design.findUniqueOrThrow({ where: { id: fireworks } })).outline);
    expect(outline).toMatchObject({ source: "background", parts: expect.any(Number) });
    expect(outline && "parts" in outline && outline.parts).toBeGreaterThan(1);
    const response = await fetchCutLine(fireworks, "shape=die-cut&sizeInches=5", { "x-session-id": session });
    expect(response).toMatchObject({ status: 200, body: { separateParts: true } });
    parseCutLinePath(response.body.path);
    // Hundreds of sparks: joining them takes seconds under jest (see jest.config.mjs, geometry).
  }, 60_000);

  it("traces a design stored without an outline (uploaded before die-cut existed) once, and keeps it", async () => {
    const session = makeSessionId();
    const old = (await uploadArtwork("jigsaw_green_12.png", session)).id;
    const traced = (await prisma.design.findUniqueOrThrow({ where: { id: old } })).outline;
    expect(parseStoredOutline(traced)).toMatchObject({ version: 1, source: "alpha" });
    await prisma.design.update({ where: { id: old }, data: { outline: null } });
    const response = await fetchCutLine(old, "shape=die-cut&sizeInches=3", { "x-session-id": session });
    expect(response.status).toBe(200);
    expect((await prisma.design.findUniqueOrThrow({ where: { id: old } })).outline).toBe(traced);
  });
});

describe("for anyone else", () => {
  const notFound = { status: 404, body: { message: "Design not found" } };

  it("answers 404 to another session and to no session, as for an unknown design", async () => {
    expect(
      await fetchCutLine(designId, "shape=die-cut&sizeInches=3", { "x-session-id": makeSessionId() }),
    ).toMatchObject(notFound);
    expect(await fetchCutLine(designId, "shape=die-cut&sizeInches=3")).toMatchObject(notFound);
    expect(
      await fetchCutLine(designId, "shape=die-cut&sizeInches=3", { "x-session-id": "not-a-session" }),
    ).toMatchObject(notFound);
    expect(await fetchCutLine(designId + 1000, "shape=die-cut&sizeInches=3", own())).toMatchObject(notFound);
    expect(await fetchCutLine("abc", "shape=die-cut&sizeInches=3", own())).toMatchObject(notFound);
    // Never from the query string (access logs).
    expect(await fetchCutLine(designId, `shape=die-cut&sizeInches=3&sessionId=${sessionId}`)).toMatchObject(notFound);
  });

  it("answers an admin token with the same line, and a wrong token with 404", async () => {
    const mine = await fetchCutLine(designId, "shape=die-cut&sizeInches=3", own());
    expect(await fetchCutLine(designId, "shape=die-cut&sizeInches=3", admin)).toEqual({
      ...mine,
      headers: expect.anything(),
    });
    expect(await fetchCutLine(designId, "shape=die-cut&sizeInches=3", { authorization: "Bearer nope" })).toMatchObject(
      notFound,
    );
  });

  it("answers 404 for a proof image, even to an admin", async () => {
    const proofImage = await createProofImageRow();
    expect(await fetchCutLine(proofImage.id, "shape=die-cut&sizeInches=3", admin)).toMatchObject(notFound);
  });
});

describe("a bad query", () => {
  it.each([
    ["no query", ""],
    ["no shape", "sizeInches=3"],
    ["a square", "shape=square&sizeInches=3"],
    ["an unknown shape", "shape=star&sizeInches=3"],
    ["no size", "shape=die-cut"],
    ["a size that is not a number", "shape=die-cut&sizeInches=big"],
    ["a size below 1 inch", "shape=die-cut&sizeInches=0.75"],
    ["a size above 12 inches", "shape=die-cut&sizeInches=12.25"],
    ['a size that is not a multiple of 0.25"', "shape=die-cut&sizeInches=3.1"],
    ["an empty size", "shape=die-cut&sizeInches="],
  ])("%s: 400 with a message", async (_label, query) => {
    const response = await fetchCutLine(designId, query, own());
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual(["message"]);
    expect(response.body.message).toEqual(expect.any(String));
  });
});
