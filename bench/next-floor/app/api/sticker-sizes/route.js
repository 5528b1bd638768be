// A route handler that touches nothing: it answers the bytes the shop answered for GET /api/sticker-sizes
// (written to a file by bench/run.mjs) with the shop's content-type and Cache-Control.
import { readFileSync } from "node:fs";

export const dynamic = "force-dynamic";

let body;

export function GET() {
  body ??= readFileSync(process.env.BENCH_FLOOR_SIZES_FILE);
  const headers = { "content-type": process.env.BENCH_FLOOR_CONTENT_TYPE ?? "application/json" };
  // Mirrors the shop exactly, including when the shop sends no Cache-Control at all.
  if (process.env.BENCH_FLOOR_CACHE_CONTROL) headers["cache-control"] = process.env.BENCH_FLOOR_CACHE_CONTROL;
  return new Response(body, { headers });
}
