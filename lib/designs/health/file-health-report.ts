import "server-only";
import { prisma } from "@/lib/db/client";
import { isDesignFilename } from "@/lib/designs/storage/design-filename";
import { getServerEnv } from "@/lib/env";
import { formatOrderNumber } from "@/lib/domain/format-order-number";
import type { DesignStorage, StoredEntryStat } from "@/lib/designs/storage/design-storage";
import { classifyCopy, type FileHealthStatus } from "./classify";
import { hashStoredCopy, type HashStoredCopyOptions } from "./hash-cache";

export type FileHealthReport = {
  status: "all_healthy" | "issues_detected";
  /** When the check finished (ISO 8601). */
  timestamp: string;
  summary: { total: number; healthy: number; corrupted: number; missing: number };
  /** File names by status, in the order of `files`. */
  details: { healthy: string[]; corrupted: string[]; missing: string[] };
  /** Every checked file, newest design first. */
  files: FileHealthEntry[];
  /**
   * True when primary and backup copies share one failure domain (the same folder root, the same Blob
   * store): one lost disk or store takes both. DESIGN_BACKUP_DIR / BACKUP_BLOB_READ_WRITE_TOKEN separate them.
   */
  backupSharesStorage: boolean;
};

/** A proof image's place: "Proof 2 · order #42-112126". */
export type FileHealthProof = { version: number; orderId: number; orderNumber: string };

export type FileHealthEntry = {
  filename: string;
  originalName: string;
  status: FileHealthStatus;
  /** "design": a customer's artwork; "proof": a proof image (Design.kind), stored and checked the same way. */
  kind: "design" | "proof";
  /** For a proof image, the proof version and order it belongs to (null: a design, or an orphaned proof image). */
  proof: FileHealthProof | null;
};

/**
 * Checks the primary copy of every design in the Design table (the source of truth). Files in
 * storage without a Design row are not reported: nothing refers to them, so they are neither
 * healthy nor missing for the shop. Backups and metadata are reported per file by getFileInfo.
 */
export async function buildFileHealthReport(
  storage: DesignStorage,
  options: Pick<HashStoredCopyOptions, "cache" | "limiter"> & { backupSharesStorage?: boolean } = {},
): Promise<FileHealthReport> {
  const { backupSharesStorage = false, ...hashOptions } = options;
  const designs = await prisma.design.findMany({
    select: {
      filename: true,
      originalName: true,
      checksum: true,
      kind: true,
      // One image belongs to one proof version; taking the first keeps the read bounded all the same.
      proofImages: {
        select: { version: true, orderId: true, order: { select: { createdAt: true } } },
        orderBy: { id: "asc" },
        take: 1,
      },
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  const timeZone = getServerEnv().SHOP_TIME_ZONE;
  // One listing answers "does it exist, and did it change?" for every file; only new or changed
  // files are read and hashed.
  const primaryStats: Map<string, StoredEntryStat> | undefined = storage.statAll
    ? await storage.statAll("primary")
    : undefined;

  const files = await Promise.all(
    designs.map(async (design) => {
      let status: FileHealthStatus = "missing"; // a row whose name no store could hold has no file
      if (isDesignFilename(design.filename)) {
        const knownStat = primaryStats ? (primaryStats.get(design.filename) ?? null) : undefined;
        status = classifyCopy(
          await hashStoredCopy(storage, "primary", design.filename, { ...hashOptions, knownStat }),
          design.checksum,
        );
      }
      const [proof] = design.proofImages;
      return {
        filename: design.filename,
        originalName: design.originalName,
        status,
        kind: design.kind === "proof" ? ("proof" as const) : ("design" as const),
        proof: proof
          ? {
              version: proof.version,
              orderId: proof.orderId,
              orderNumber: formatOrderNumber(proof.orderId, proof.order.createdAt, timeZone),
            }
          : null,
      };
    }),
  );

  const details: FileHealthReport["details"] = { healthy: [], corrupted: [], missing: [] };
  for (const file of files) details[file.status].push(file.filename);
  const summary = {
    total: files.length,
    healthy: details.healthy.length,
    corrupted: details.corrupted.length,
    missing: details.missing.length,
  };
  return {
    status: summary.corrupted + summary.missing === 0 ? "all_healthy" : "issues_detected",
    timestamp: new Date().toISOString(),
    summary,
    details,
    files,
    backupSharesStorage,
  };
}
