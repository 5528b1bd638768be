import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/is-unique-violation";
import type { ChangeSizeInput } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { loadCatalogue } from "./load-catalogue";
import { presentAdminSize, type AdminSizeDto } from "./present-admin-size";
import { recordCatalogueChange } from "./record-catalogue-change";

/**
 * Renames, retires (active: false), brings back or reorders a standard size; its prices stay with its id.
 * The 2" and 4" anchor the custom-size rule and cannot be retired (409), nor may two sizes share a name
 * (409). One transaction writes it, its history line and the version stamp.
 */
export async function changeStandardSize(id: number, change: ChangeSizeInput): Promise<AdminSizeDto> {
  const taken = () => conflict(`A size named ${change.name} already exists.`);
  try {
    return await prisma.$transaction(async (tx) => {
      await beginCatalogueChange(tx);
      const current = await loadCatalogue(tx);
      const size = current.sizes.find((candidate) => candidate.id === id);
      if (!size) throw notFound(`There is no size with id ${id}.`);
      if (change.active === false && size.anchor)
        throw conflict(
          `${size.name} anchors the custom-size rule (the ${size.anchor === "small" ? "smallest" : "largest"} of its two sizes) and cannot be retired.`,
        );
      if (change.name !== undefined && current.sizes.some((other) => other.id !== id && other.name === change.name))
        throw taken();
      const row = await tx.stickerSize.update({
        where: { id },
        data: { name: change.name, active: change.active, sortOrder: change.sortOrder },
      });
      const before = presentAdminSize(size);
      const after = presentAdminSize({ ...size, name: row.name, active: row.active, sortOrder: row.sortOrder });
      if (JSON.stringify(after) !== JSON.stringify(before))
        await recordCatalogueChange(tx, { subject: `Size ${after.name}`, kind: "changed", before, after });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
