import "server-only";
import { conflict, notFound, badRequest } from "@/lib/api/errors";
import { databaseProvider, prisma } from "@/lib/db/client";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import { SHEET_STATUSES_HOLDING_ORDERS } from "@/lib/domain/print-sheet-statuses";
import { getServerEnv } from "@/lib/env";
import { joinNumbers } from "@/lib/email/order-emails";
import { explainPrintFileBlocked } from "@/lib/print/explain-print-file-blocked";
import type { CreatePrintSheetInput } from "@/lib/validation/print-sheets";
import { explainMixedStocks } from "./explain-mixed-stocks";
import { groupOrdersByStock } from "./group-orders-by-stock";
import { countCutLines, MAX_SHEET_COPIES } from "./layout-print-sheet";
import { toPrintMedia } from "./print-sheet-media";
import { SHEET_MARGIN_INCHES } from "./print-sheet-units";

const ALREADY_PRINTING = "it is no longer waiting to be printed (it is";

/** Why an order may not go on a new sheet, or null when it may. */
function explainNotReady(
  order: { status: string; proofState: string; archived: boolean },
  heldBy: number | undefined,
): string | null {
  const blocked = explainPrintFileBlocked(order);
  if (blocked) return blocked;
  if (order.status !== "paid") return `${ALREADY_PRINTING} ${order.status}).`;
  if (order.archived) return "it is archived.";
  if (heldBy !== undefined) return `it is already on print sheet ${heldBy}.`;
  return null;
}

/**
 * Whether a sticker fits inside the media's margins (kept clear for the registration marks) in either
 * orientation: the cheap part of the layout's own check, so an impossible sheet is refused before it is queued.
 */
function fitsMedia(size: { widthInches: number; heightInches: number }, media: ReturnType<typeof toPrintMedia>) {
  const width = media.widthInches - 2 * SHEET_MARGIN_INCHES;
  const length = (media.kind === "roll" ? media.maxLengthInches : media.heightInches) - 2 * SHEET_MARGIN_INCHES;
  const [short, long] = [Math.min(size.widthInches, size.heightInches), Math.max(size.widthInches, size.heightInches)];
  return short <= Math.min(width, length) && long <= Math.max(width, length);
}

/**
 * Queues a print sheet of the chosen orders (every copy of each, at its quantity now): 404 for an unknown
 * order, 409 naming every order that is not ready (not paid, printing already, proof not approved, on
 * another sheet), 409 naming the orders of each stock when they are of more than one (the sheet records its
 * one stock), 400 for a sticker larger than the media or a batch over MAX_SHEET_COPIES. All or nothing,
 * in one transaction holding the orders' rows (PostgreSQL: FOR UPDATE; SQLite: its one writer), so two
 * operators cannot put one order on two sheets. The make-print-sheets job makes its PDF.
 */
export async function createPrintSheet(
  input: CreatePrintSheetInput,
  createdBy: { actor: string; sessionId: string | null },
): Promise<{ id: number }> {
  const media = toPrintMedia(input.media);
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  return prisma.$transaction(async (tx) => {
    const ids = [...input.orderIds].sort((a, b) => a - b);
    if (databaseProvider === "postgres")
      await tx.$queryRaw`SELECT "id" FROM "Order" WHERE "id" = ANY(${ids}::int[]) ORDER BY "id" FOR UPDATE`;
    const orders = await tx.order.findMany({
      where: { id: { in: ids } },
      orderBy: { id: "asc" },
      select: {
        id: true,
        createdAt: true,
        status: true,
        proofState: true,
        archived: true,
        quantity: true,
        widthInches: true,
        heightInches: true,
        materialId: true,
        materialName: true,
        finishId: true,
        finishName: true,
        printSheets: {
          where: { sheet: { status: { in: [...SHEET_STATUSES_HOLDING_ORDERS] } } },
          select: { sheetId: true },
          take: 1,
        },
        sheetSizeId: true,
        _count: { select: { sheetStickers: true } },
      },
    });
    const missing = ids.filter((id) => !orders.some((order) => order.id === id));
    if (missing.length > 0) throw notFound(`Order ${missing.join(", ")} not found.`);

    const numberOf = (order: (typeof orders)[number]) => formatOrderNumber(order.id, order.createdAt, timeZone);
    const refusals = orders.flatMap((order) => {
      const reason = explainNotReady(order, order.printSheets[0]?.sheetId);
      return reason ? [`${numberOf(order)}: ${reason}`] : [];
    });
    if (refusals.length > 0)
      throw conflict(
        `Nothing was queued: ${refusals.length === 1 ? "this order is" : "these orders are"} not ready to print. ${refusals.slice(0, 5).join(" ")}${refusals.length > 5 ? ` And ${refusals.length - 5} more.` : ""}`,
      );
    // One roll carries one material with one laminate: a sheet of two stocks could not be printed.
    const mixed = explainMixedStocks(orders.map((order) => ({ ...order, orderNumber: numberOf(order) })));
    if (mixed) throw conflict(mixed);
    const tooLarge = orders.filter((order) => !fitsMedia(order, media));
    if (tooLarge.length > 0)
      throw badRequest(
        `Nothing was queued: the stickers of ${joinNumbers(tooLarge.map(numberOf))} do not fit inside the media's margins for the registration marks.`,
      );
    const copies = orders.reduce((sum, order) => sum + order.quantity, 0);
    if (copies > MAX_SHEET_COPIES)
      throw badRequest(
        `Nothing was queued: ${copies} stickers are more than one print sheet takes (at most ${MAX_SHEET_COPIES}). Choose fewer orders.`,
      );
    // A sticker sheet (#39) is one copy, a rectangle of the sheet, but each of its stickers is a kiss-cut to stroke.
    const cuts = orders.reduce(
      (sum, order) =>
        sum + countCutLines(order.quantity, order.sheetSizeId === null ? null : order._count.sheetStickers),
      0,
    );
    if (cuts > MAX_SHEET_COPIES)
      throw badRequest(
        `Nothing was queued: these orders' sticker sheets hold ${cuts} stickers to cut, more than one print sheet takes (at most ${MAX_SHEET_COPIES}). Choose fewer orders.`,
      );

    // One stock now (at least one order: the schema asks for one and each was found), named as the oldest order names it.
    const { stock } = groupOrdersByStock(orders)[0]!;
    const sheet = await tx.printSheet.create({
      data: {
        ...stock,
        createdBy: createdBy.actor,
        createdBySession: createdBy.sessionId,
        mediaKind: media.kind,
        mediaWidthInches: media.widthInches,
        mediaLengthInches: media.kind === "roll" ? media.maxLengthInches : media.heightInches,
        gapInches: input.gapInches,
        // The stickers the sheet makes: a sticker sheet counts its stickers (each a kiss-cut), not as one.
        stickerCount: cuts,
        orders: { create: orders.map((order) => ({ orderId: order.id, quantity: order.quantity })) },
      },
      select: { id: true },
    });
    return sheet;
  });
}
