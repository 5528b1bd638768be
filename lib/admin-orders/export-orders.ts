import "server-only";
import { prisma } from "@/lib/db/client";
import { orderCsvHeaderLine, orderToCsvRow, stringifyCsvRows } from "@/lib/csv/order-csv";
import { orderDtoInclude, toOrderDto } from "@/lib/orders/order-dto";

export const EXPORT_BATCH_SIZE = 500;

type Cursor = { createdAt: Date; id: number };

/**
 * One batch of the export, newest first like the admin table. Keyset paging on (createdAt, id):
 * each batch starts strictly after the last row of the previous one, so rows are never repeated or
 * skipped, even where many orders share a createdAt, and orders deleted while the file downloads do
 * not shift the following batches (an offset would skip a row for each deleted one).
 */
function readBatch(archived: boolean, after: Cursor | null, batchSize: number) {
  return prisma.order.findMany({
    where: after
      ? { archived, OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
      : { archived },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: batchSize,
    include: orderDtoInclude,
  });
}

type Batch = Awaited<ReturnType<typeof readBatch>>;

/**
 * The orders CSV as a byte stream: the header, then the orders read `batchSize` at a time as the
 * client reads (pull-based, so a slow download never holds more than a batch or two in memory). The first
 * batch is read before the stream is returned, so an unreachable database still answers with a
 * JSON error instead of a broken download.
 */
export async function createOrdersCsvStream(options: { archived: boolean; timeZone: string; batchSize?: number }): Promise<ReadableStream<Uint8Array>> {
  const { archived, timeZone, batchSize = EXPORT_BATCH_SIZE } = options;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  const encoder = new TextEncoder();
  const toCsv = (rows: Batch) => stringifyCsvRows(rows.map((row) => orderToCsvRow(toOrderDto(row, timeZone), timeZone)));

  let first: Batch | null = await readBatch(archived, null, batchSize);
  let cursor: Cursor | null = null;

  return new ReadableStream<Uint8Array>({
    // Each pull sends one batch; the next is read only when the client has taken this one.
    async pull(controller) {
      try {
        const isFirst = first !== null;
        const batch: Batch = first ?? (await readBatch(archived, cursor, batchSize));
        first = null; // not kept alive for the rest of the download
        const text = (isFirst ? orderCsvHeaderLine() : "") + toCsv(batch);
        if (text) controller.enqueue(encoder.encode(text));
        const last = batch.at(-1);
        if (!last || batch.length < batchSize) {
          controller.close();
          return;
        }
        cursor = { createdAt: last.createdAt, id: last.id };
      } catch (error) {
        console.error("Orders CSV export failed:", error);
        controller.error(error);
      }
    },
  });
}
