import type { StickerOutline } from "@/lib/stickers/sticker-outline";
import { buildEllipsePath } from "./build-ellipse-path";
import { buildRoundedRectPath } from "./build-rounded-rect-path";
import { parseSvgPathData } from "./parse-svg-path-data";
import type { PathSegment } from "./path-segments";

/**
 * The cut line as one vector path in the sticker's frame (inches, origin at its top-left, y down): the
 * outline the proof drew (computeStickerOutline), a rectangle with the design tool's corner radius, an
 * ellipse for a circle, or a die-cut's stored path data as it is.
 */
export function buildCutPath(outline: StickerOutline): PathSegment[] {
  switch (outline.kind) {
    case "rect":
      return buildRoundedRectPath(0, 0, outline.width, outline.height, outline.radius);
    case "ellipse":
      return buildEllipsePath(outline.cx, outline.cy, outline.rx, outline.ry);
    case "path":
      return parseSvgPathData(outline.d);
  }
}
