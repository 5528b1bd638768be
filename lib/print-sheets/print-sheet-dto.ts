// What the print-sheet routes answer. Browser-safe (types and no server imports): the print queue page reads them.
import type { ArtworkPlacement } from "@/lib/die-cut/types";
import type { PrintSheetStatus } from "@/lib/domain/print-sheet-statuses";
import type { StickerShape } from "@/lib/domain/sticker-shapes";
import type { PlacedSheetShape, SheetThumbnailSticker } from "@/lib/stickers/sheet-sticker";
import type { SheetStock } from "./group-orders-by-stock";
import type { PrintMedia, PrintSheetLayout } from "./print-sheet-types";

export type ReadyOrder = {
  id: number;
  orderNumber: string;
  customerName: string;
  shape: StickerShape;
  sizeName: string;
  /** The size filter's value of this order ("3x3"). */
  size: string;
  widthInches: number;
  heightInches: number;
  roundedCorners: boolean;
  cutLine: string | null;
  artwork: ArtworkPlacement | null;
  quantity: number;
  paidAt: string | null;
  design: { originalName: string; imageUrl: string | null };
  /** A sticker sheet's stickers as its thumbnail draws them (#39); null for a single sticker. */
  sheetStickers: SheetThumbnailSticker[] | null;
} & SheetStock;

/** One stock among the ready orders (for the material and finish filters): its ids, names and orders. */
export type ReadyOrderStock = SheetStock & { orders: number };

export type ReadyOrderSize = { size: string; shape: StickerShape; sizeName: string; orders: number };

export type ReadyOrdersPage = {
  orders: ReadyOrder[];
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: string | null;
  /** Every shape and size among the ready orders (for the filters), whatever the filter. */
  sizes: ReadyOrderSize[];
  /** Every stock (material and finish) among the ready orders, whatever the filter. */
  stocks: ReadyOrderStock[];
};

/** An order on a sheet, with what the page previews need to draw its copies' outlines. */
export type PrintSheetOrderDto = {
  id: number;
  orderNumber: string;
  customerEmail: string;
  /** The checkout the order was placed in: one "Printing has begun" e-mail per checkout. */
  checkoutId: string | null;
  status: string;
  quantity: number;
  shape: StickerShape;
  sizeName: string;
  widthInches: number;
  heightInches: number;
  roundedCorners: boolean;
  cutLine: string | null;
  /**
   * A sticker sheet's stickers (#39), where each lies on the sheet, for the page previews to draw their
   * kiss-cuts inside each copy; each copy makes this many stickers. Null for a single sticker.
   */
  sheetStickers: PlacedSheetShape[] | null;
};

export type PrintSheetSummary = {
  id: number;
  status: PrintSheetStatus;
  createdAt: string;
  createdBy: string;
  /** The one stock the sheet is printed on; null only for an old sheet whose orders mixed stocks. */
  stock: SheetStock | null;
  media: PrintMedia;
  gapInches: number;
  /** The stickers the sheet makes (a sticker sheet's copy counts its stickers). */
  stickerCount: number;
  orderCount: number;
  pages: number | null;
  /**
   * Making in steps: the distinct artworks rendered so far, of how many (null until the first step); the
   * file is written once all are.
   */
  progress: { artworkDone: number; artworkTotal: number } | null;
  utilisation: number | null;
  fileSizeBytes: number | null;
  errorMessage: string | null;
  finishedAt: string | null;
  markedPrintingAt: string | null;
  /** "Mark sheet done": when and by whom (null until then). */
  doneAt: string | null;
  doneBy: string | null;
  /** "Discard": when and by whom (null unless discarded). */
  discardedAt: string | null;
  discardedBy: string | null;
  /** A discarded sheet's PDF: deleted at the first job run after this (null when it had none or it is gone). */
  fileDeleteAfter: string | null;
  /** When a discarded sheet's PDF was deleted. */
  fileRemovedAt: string | null;
};

export type PrintSheetDto = PrintSheetSummary & {
  orders: PrintSheetOrderDto[];
  /** The pages as laid out (for the SVG previews); null unless the sheet is ready, printing or done. */
  layout: PrintSheetLayout | null;
  /** A short-lived link to the PDF and the name it is saved as; null unless the sheet is ready, printing or done. */
  download: { url: string; expiresAt: string; fileName: string } | null;
};

export type MarkPrintingResult = {
  message: string;
  /** Orders moved to processing (each with its event and its "Printing has begun" e-mail). */
  movedIds: number[];
  /** Orders left alone because they were no longer paid: each with its status now. */
  skipped: Array<{ id: number; orderNumber: string; status: string }>;
  emails: number;
};

/** What "Discard" and "Mark sheet done" answer. */
export type PrintSheetActionResult = { id: number; status: PrintSheetStatus; message: string };
