// Custom-size and die-cut lines (#22) as a shopper makes them: real artwork uploaded through
// POST /api/upload-design (its outline traced there and stored on the Design row), lines added through
// POST /api/cart, the cart read back through GET /api/cart/{sessionId}; and a reader of the cut lines'
// SVG path data, so tests check the geometry they are given rather than trusting its text.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { POST as postCart } from "@/app/api/cart/route";
import { GET as getCart } from "@/app/api/cart/[id]/route";
import { GET as getCutLine } from "@/app/api/designs/[id]/cut-line/route";
import { GET as getPriceQuote } from "@/app/api/price-quote/route";
import { POST as uploadDesign } from "@/app/api/upload-design/route";
import type { DesignDto } from "@/lib/designs/design-dto";
import { callRoute } from "./call-route";
import { makeUploadRequest } from "./images";

/** The real clip art of lib/die-cut/__fixtures__ (README there): transparent PNGs but the fireworks. */
export const ARTWORK_DIR = path.resolve("lib/die-cut/__fixtures__");

export type ArtworkName =
  | "dolphin_enrique_meza_c_01.png"
  | "fireworks_ganson1.png"
  | "jigsaw_green_12.png"
  | "martini_glass_k_yager_01.png"
  | "rainbow_linda_kim_01.png"
  | "saturn_dan_gerhards_01.png"
  | "vinyl_disc_philippe_coli_01.png";

export function readArtwork(name: ArtworkName): Promise<Buffer> {
  return readFile(path.join(ARTWORK_DIR, name));
}

/** Uploads a fixture through the real upload route for `sessionId`; fails the test unless it is stored (201). */
export async function uploadArtwork(name: ArtworkName, sessionId: string): Promise<DesignDto> {
  const request = makeUploadRequest([{ bytes: await readArtwork(name), name, type: "image/png" }], { sessionId });
  const response = await uploadDesign(request, undefined);
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`upload of ${name} answered ${response.status}: ${JSON.stringify(body)}`);
  return body as DesignDto;
}

/** POST /api/cart with any body (a JSON text is sent as it is). */
export function addToCart(body: unknown) {
  return callRoute(postCart, { method: "POST", path: "/api/cart", body });
}

/** GET /api/cart/{sessionId}: the session's lines. */
export function readCart(sessionId: string) {
  return callRoute(getCart, { path: `/api/cart/${sessionId}`, params: { id: sessionId } });
}

/** GET /api/price-quote with the query's fields as given (strings or numbers). */
export function quotePrice(query: Record<string, string | number | boolean>) {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return callRoute(getPriceQuote, { path: `/api/price-quote?${search}` });
}

/** GET /api/designs/{id}/cut-line?{query} with the given headers (X-Session-Id, or an admin bearer token). */
export function fetchCutLine(designId: number | string, query: string, headers: Record<string, string> = {}) {
  return callRoute(getCutLine, {
    path: `/api/designs/${designId}/cut-line?${query}`,
    params: { id: String(designId) },
    headers,
  });
}

export type PathPoint = [number, number];

const NUMBER = String.raw`-?\d+(?:\.\d+)?`;
const PATH_DATA = new RegExp(String.raw`^M${NUMBER} ${NUMBER}(?:L${NUMBER} ${NUMBER})+Z$`);

/**
 * The points of a cut line's SVG path data as the shop writes it ("M1.2 0L1.5 0.1…Z": one move, straight
 * lines, closed); throws on anything else, so a test fails on path data a cutter's software could not read.
 */
export function parseCutLinePath(data: string): PathPoint[] {
  if (!PATH_DATA.test(data)) throw new Error(`Not closed M/L path data: ${data.slice(0, 80)}…`);
  return [...data.matchAll(new RegExp(String.raw`[ML](${NUMBER}) (${NUMBER})`, "g"))].map(
    (match) => [Number(match[1]), Number(match[2])] as PathPoint,
  );
}

/** The bounding box of a path's points. */
export function measurePath(points: PathPoint[]) {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
}

/** The area a closed ring encloses (shoelace), in square inches. */
export function measurePathArea(points: PathPoint[]): number {
  let twice = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i] as PathPoint;
    const [x2, y2] = points[(i + 1) % points.length] as PathPoint;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}
