import "server-only";
import sharp, { type OverlayOptions } from "sharp";
import { ApiError, conflict } from "@/lib/api/errors";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { MAX_SHEET_STICKERS } from "@/lib/domain/sticker-sheet-rules";
import { readSheetSticker, type SheetStickerRow, SHEET_STICKER_SELECT } from "@/lib/stickers/read-sheet-sticker";
import { placeLineArtwork } from "@/lib/stickers/place-line-artwork";
import { describeStickerTransform } from "@/lib/stickers/describe-sticker-transform";
import type { FrozenSheetSticker } from "@/lib/stickers/sheet-sticker";
import { computeStickerOutline, type StickerOutline } from "@/lib/stickers/sticker-outline";
import { MAX_DESIGN_PIXELS } from "@/lib/validation/upload";
import { CUT_PREVIEW_LONG_SIDE_PX, type CutPreviewShape } from "./cut-preview-layout";
import {
  CUT_PREVIEW_BACKGROUND,
  CUT_PREVIEW_MESSAGES,
  cutLineStroke,
  PATH_DATA,
  readDesignBytes,
  STICKER_WHITE,
} from "./cut-preview-style";
import { computeSheetPreviewLayout, type SheetPreviewStickerLayout } from "./sheet-preview-layout";

/** The sheet's backing between its stickers: a shade off the stickers' white, so each sticker's edge shows. */
export const SHEET_COLOR = { r: 241, g: 245, b: 249 } as const;
/** The sheet's own edge, cut through: solid and dark, unlike the stickers' red dashed kiss-cuts. */
export const SHEET_EDGE_COLOR = "#334155";
const SHEET_EDGE_WIDTH = 3;
const MIN_SHEET_EDGE_WIDTH = 2;

export type SheetPreviewDesign = {
  id: number;
  filename: string;
  width: number;
  height: number;
  outline: string | null;
};

/** A SheetSticker row of the order with its design, as SHEET_PREVIEW_STICKERS reads it. */
export type SheetPreviewStickerRow = SheetStickerRow & { design: SheetPreviewDesign };

/** What a sheet order's preview reads of its stickers (`sheetStickers: SHEET_PREVIEW_STICKERS` in a query). */
export const SHEET_PREVIEW_STICKERS = {
  orderBy: { position: "asc" },
  select: {
    ...SHEET_STICKER_SELECT,
    design: { select: { id: true, filename: true, width: true, height: true, outline: true } },
  },
} as const;

export type SheetCutPreviewOrder = {
  /** The sheet's size and corners. */
  widthInches: number;
  heightInches: number;
  roundedCorners: boolean;
  sheetStickers: readonly SheetPreviewStickerRow[];
};

/** A sticker as drawn: its shape and a die-cut's line only when it is plain path data. */
type DrawnSticker = FrozenSheetSticker & {
  shape: CutPreviewShape;
  design: SheetPreviewDesign;
  outline: StickerOutline;
};

/** One SVG element of an outline in inches (its own frame), with `attributes`. */
function outlineElement(outline: StickerOutline, attributes: string): string {
  if (outline.kind === "path") return `<path d="${outline.d}" ${attributes}/>`;
  if (outline.kind === "ellipse")
    return `<ellipse cx="${outline.cx}" cy="${outline.cy}" rx="${outline.rx}" ry="${outline.ry}" ${attributes}/>`;
  const r = outline.radius;
  return `<rect x="0" y="0" width="${outline.width}" height="${outline.height}" rx="${r}" ry="${r}" ${attributes}/>`;
}

function toDrawnSticker(row: SheetPreviewStickerRow): DrawnSticker {
  const sticker = readSheetSticker(row);
  const cutLine =
    sticker.shape === "die-cut" && sticker.cutLine && PATH_DATA.test(sticker.cutLine) ? sticker.cutLine : null;
  const drawn = { ...sticker, cutLine, design: row.design };
  // As the sheet rules check it (outlineSheetSticker): a sheet's square stickers have square corners.
  return { ...drawn, outline: computeStickerOutline({ ...drawn, roundedCorners: false }) };
}

/** Stickers alike (a design at one shape, size and line) share one drawn layer. */
const kindOf = (sticker: DrawnSticker) =>
  JSON.stringify([sticker.designId, sticker.shape, sticker.widthInches, sticker.heightInches, sticker.cutLine]);

type DecodedDesign = { data: Buffer; width: number; height: number };

/**
 * Every design of the sheet read from storage and decoded once, at the largest size any of its stickers
 * shows it (an EXIF turn applied, as its stored width and height are measured).
 */
async function decodeDesigns(
  stickers: readonly DrawnSticker[],
  layouts: readonly SheetPreviewStickerLayout[],
  storage: DesignStorage,
): Promise<Map<number, DecodedDesign>> {
  const largest = new Map<number, { design: SheetPreviewDesign; width: number; height: number }>();
  stickers.forEach((sticker, index) => {
    const { image } = layouts[index]!;
    const seen = largest.get(sticker.designId);
    largest.set(sticker.designId, {
      design: sticker.design,
      width: Math.max(seen?.width ?? 0, image.width),
      height: Math.max(seen?.height ?? 0, image.height),
    });
  });
  const decoded = new Map<number, DecodedDesign>();
  // One design after another: a sheet holds a dozen different designs at most, each up to 50 megapixels.
  for (const [designId, { design, width, height }] of largest) {
    const bytes = await readDesignBytes(storage, design.filename);
    const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_DESIGN_PIXELS })
      .rotate()
      .ensureAlpha()
      .resize(width, height, { fit: "fill" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    decoded.set(designId, { data, width: info.width, height: info.height });
  }
  return decoded;
}

/** One sticker unturned: its design masked to its cut shape on white, as a single sticker's proof draws it. */
async function drawSticker(sticker: DrawnSticker, layout: SheetPreviewStickerLayout, design: DecodedDesign) {
  const { width, height, image, visibleImage } = layout;
  const layers: OverlayOptions[] = [];
  if (visibleImage) {
    const artwork = await sharp(design.data, { raw: { width: design.width, height: design.height, channels: 4 } })
      .resize(image.width, image.height, { fit: "fill" })
      .extract(visibleImage)
      .png()
      .toBuffer();
    layers.push({ input: artwork, left: image.left + visibleImage.left, top: image.top + visibleImage.top });
  }
  const scale = `scale(${width / sticker.widthInches} ${height / sticker.heightInches})`;
  const mask = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><g transform="${scale}">${outlineElement(sticker.outline, 'fill="#fff"')}</g></svg>`;
  layers.push({ input: Buffer.from(mask), left: 0, top: 0, blend: "dest-in" });
  return sharp({ create: { width, height, channels: 4, background: STICKER_WHITE } })
    .composite(layers)
    .png()
    .toBuffer();
}

/**
 * The shop's own proof of a sticker sheet (#39): the whole sheet as frozen on the order, every sticker's
 * design masked to its cut shape on white, placed and turned where it lies, each sticker's red dashed
 * kiss-cut line, and the sheet's own edge (rounded when chosen) as a solid dark line, with the single
 * proof's margin of background, as a PNG whose long side is `longSidePx` (1200 for a proof). Bounded: at
 * most MAX_SHEET_STICKERS stickers; each design is read and decoded once, and stickers alike (copies of a
 * design at one size) are drawn once and placed as often as they appear.
 */
export async function renderSheetCutPreview(
  order: SheetCutPreviewOrder,
  storage: DesignStorage,
  { longSidePx = CUT_PREVIEW_LONG_SIDE_PX }: { longSidePx?: number } = {},
): Promise<Buffer> {
  if (order.sheetStickers.length > MAX_SHEET_STICKERS) throw conflict(CUT_PREVIEW_MESSAGES.tooManyStickers);
  const stickers = order.sheetStickers.map(toDrawnSticker);
  // One placement per kind: the design's traced outline is parsed once for all its copies.
  const artworks = new Map<string, ReturnType<typeof placeLineArtwork>>();
  for (const sticker of stickers) {
    const kind = kindOf(sticker);
    if (!artworks.has(kind)) artworks.set(kind, placeLineArtwork(sticker, sticker.design.outline));
  }
  const layout = computeSheetPreviewLayout(
    order,
    stickers.map((sticker) => ({
      ...sticker,
      imageWidth: sticker.design.width,
      imageHeight: sticker.design.height,
      artwork: artworks.get(kindOf(sticker)) ?? null,
    })),
    { longSidePx },
  );

  try {
    const designs = await decodeDesigns(stickers, layout.stickers, storage);
    const drawn = new Map<string, Promise<Buffer>>();
    const turned = new Map<string, Promise<Buffer>>();
    const layerOf = (sticker: DrawnSticker, index: number) => {
      const kind = kindOf(sticker);
      if (!drawn.has(kind))
        drawn.set(kind, drawSticker(sticker, layout.stickers[index]!, designs.get(sticker.designId)!));
      const key = `${kind}@${sticker.rotation}`;
      if (!turned.has(key))
        turned.set(
          key,
          drawn
            .get(kind)!
            .then((layer) => (sticker.rotation === 0 ? layer : sharp(layer).rotate(sticker.rotation).png().toBuffer())),
        );
      return turned.get(key)!;
    };
    const stickerLayers = await Promise.all(stickers.map(layerOf));

    const { sheet, pxPerInch } = layout;
    const ratio = longSidePx / CUT_PREVIEW_LONG_SIDE_PX;
    const sheetShape = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.canvasWidth}" height="${layout.canvasHeight}"><rect x="${sheet.left}" y="${sheet.top}" width="${sheet.width}" height="${sheet.height}" rx="${sheet.radius}" ry="${sheet.radius}" fill="rgb(${SHEET_COLOR.r},${SHEET_COLOR.g},${SHEET_COLOR.b})"/></svg>`;
    const edgeWidth = Math.max(MIN_SHEET_EDGE_WIDTH, SHEET_EDGE_WIDTH * ratio);
    const kissCut = cutLineStroke(longSidePx, pxPerInch);
    const cutLines = stickers
      .map(
        (sticker) =>
          `<g transform="${describeStickerTransform(sticker, sticker)}">${outlineElement(sticker.outline, kissCut)}</g>`,
      )
      .join("");
    const lines = `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.canvasWidth}" height="${layout.canvasHeight}"><g transform="translate(${sheet.left} ${sheet.top}) scale(${pxPerInch})">${cutLines}</g><rect x="${sheet.left}" y="${sheet.top}" width="${sheet.width}" height="${sheet.height}" rx="${sheet.radius}" ry="${sheet.radius}" fill="none" stroke="${SHEET_EDGE_COLOR}" stroke-width="${edgeWidth}" data-role="sheet-edge"/></svg>`;

    return await sharp({
      create: {
        width: layout.canvasWidth,
        height: layout.canvasHeight,
        channels: 3,
        background: CUT_PREVIEW_BACKGROUND,
      },
    })
      .composite([
        { input: Buffer.from(sheetShape), left: 0, top: 0 },
        ...stickerLayers.map((input, index) => ({
          input,
          left: layout.stickers[index]!.left,
          top: layout.stickers[index]!.top,
        })),
        { input: Buffer.from(lines), left: 0, top: 0 },
      ])
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error; // a design file missing from storage
    console.error("Rendering a sheet's cut preview failed:", error);
    throw conflict(CUT_PREVIEW_MESSAGES.designUnreadable);
  }
}
