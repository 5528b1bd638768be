import "server-only";
import { orderCsvHeaderLine, orderToCsvRow, stringifyCsvRows } from "@/lib/orders/order-csv";
import { toOrderDto, type OrderRow } from "@/lib/domain/order-dto";
import { readOrderRows, type OrderKey } from "./read-order-rows";

export const EXPORT_BATCH_SIZE = 500;

/**
 * One batch of the export, newest first like the admin table. Keyset paging on (createdAt, id):
 * each batch starts strictly after the last row of the previous one, so rows are never repeated or
 * skipped, even where many orders share a createdAt, and orders deleted while the file downloads do
 * not shift the following batches (an offset would skip a row for each deleted one). The condition
 * is a row-value comparison, which the (archived, createdAt, id) index bounds: each batch reads its
 * own rows only, however deep into the table it is.
 */
async function readBatch(archived: boolean, after: OrderKey | null, batchSize: number): Promise<OrderRow[]> {
  const from = after ? { direction: "next" as const, key: after } : null;
  return (await readOrderRows({ archived, limit: batchSize, from })).rows;
}

type Batch = OrderRow[];

/**
 * The orders CSV as a byte stream: the header, then the orders read `batchSize` at a time as the
 * client reads (pull-based, so a slow download never holds more than a batch or two in memory). The first
 * batch is read before the stream is returned, so an unreachable database still answers with a
 * JSON error instead of a broken download.
 */
export async function createOrdersCsvStream(options: {
  archived: boolean;
  timeZone: string;
  batchSize?: number;
}): Promise<ReadableStream<Uint8Array>> {
  const { archived, timeZone, batchSize = EXPORT_BATCH_SIZE } = options;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1)
    throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  const encoder = new TextEncoder();
  const toCsv = (rows: Batch) =>
    stringifyCsvRows(rows.map((row) => orderToCsvRow(toOrderDto(row, timeZone), timeZone)));

  let first: Batch | null = await readBatch(archived, null, batchSize);
  let cursor: OrderKey | null = null;

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
        cursor = { createdAt: last.createdAt, id: last.id, totalPriceCents: last.totalPriceCents };
      } catch (error) {
        console.error("Orders CSV export failed:", error);
        controller.error(error);
      }
    },
  });
}
