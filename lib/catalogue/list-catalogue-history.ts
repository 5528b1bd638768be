import "server-only";
import { prisma } from "@/lib/db/client";

/** How many history lines GET /api/admin/catalogue answers. */
export const CATALOGUE_HISTORY_LIMIT = 100;

export type CatalogueChangeDto = {
  id: number;
  subject: string;
  kind: "created" | "changed";
  /** The entry as the admin API showed it before the change (null for a creation) and after it. */
  before: unknown;
  after: unknown;
  /** ISO 8601. */
  createdAt: string;
};

/** The catalogue's newest changes first (CatalogueChange's createdAt + id index). */
export async function listCatalogueHistory(limit = CATALOGUE_HISTORY_LIMIT): Promise<CatalogueChangeDto[]> {
  const rows = await prisma.catalogueChange.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    kind: row.kind === "created" ? "created" : "changed",
    before: row.before === null ? null : JSON.parse(row.before),
    after: JSON.parse(row.after),
    createdAt: row.createdAt.toISOString(),
  }));
}
