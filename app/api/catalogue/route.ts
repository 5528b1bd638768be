import { NextResponse } from "next/server";
import { withErrorHandling } from "@/lib/api/errors";
import { getCatalogue } from "@/lib/catalogue/get-catalogue";
import { presentPublicCatalogue } from "@/lib/catalogue/present-public-catalogue";

export const dynamic = "force-dynamic";

// GET /api/catalogue (public): { materials: [{ id, name, description, priceFactorBps, whiteLayer, swatch,
// look ("opaque" | "clear" | "holographic"), isDefault }], finishes: [{ id, name, description,
// priceFactorBps, swatch, look ("gloss" | "matte"), isDefault }], sizes: [{ id,
// name, shape, width, height, prices: ["50.00", …] }], quantities: [50, …], roundedCornersFee: "0.05" }:
// active entries only, in the owner's order. Not kept by shared caches: an owner's change shows on the
// next request, on every instance (the catalogue's version stamp is read each time).
export const GET = withErrorHandling(async () => {
  return NextResponse.json(presentPublicCatalogue(await getCatalogue()), {
    headers: { "Cache-Control": "no-store" },
  });
});
