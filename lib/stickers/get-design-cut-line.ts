import "server-only";
import { notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import type { DieCutLine } from "./compute-die-cut-line";
import { cutDesignAtSize } from "./cut-design-at-size";

export type CutLineDto = {
  shape: "die-cut";
  widthInches: number;
  heightInches: number;
  offsetInches: number;
  /** SVG path data in inches, origin at the top-left corner of the cut's bounding box. */
  path: string;
  /** The artwork has separate parts: they are cut as one sticker. */
  separateParts: boolean;
  /** No transparent or plain background: the cut is the image's rectangle, rounded by the border. */
  followsImageEdge: boolean;
  /** Where the design's image lies in that frame, in inches: what a preview draws under the line. */
  artwork: DieCutLine["artwork"];
};

/**
 * GET /api/designs/{id}/cut-line: the die-cut line a design gets at a size, as the cart would freeze it.
 * Only the design's own session (or an admin) may ask; any other design reads as unknown.
 */
export async function getDesignCutLine(
  designId: number,
  sizeInches: number,
  caller: { sessionId: string | null; admin: boolean },
): Promise<CutLineDto> {
  const design = await prisma.design.findUnique({
    where: { id: designId },
    select: { id: true, filename: true, outline: true, sessionId: true, kind: true },
  });
  const mine = design && (caller.admin || (caller.sessionId !== null && design.sessionId === caller.sessionId));
  if (!design || !mine || design.kind !== "design") throw notFound("Design not found");
  return {
    shape: "die-cut",
    ...(await cutDesignAtSize(design, sizeInches, caller.admin ? "admin" : (design.sessionId ?? "shop"))),
  };
}
