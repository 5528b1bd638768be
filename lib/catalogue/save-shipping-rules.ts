import "server-only";
import { conflict } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { SHIPPING_METHOD_IDS } from "@/lib/domain/shipping-methods";
import { parseDollarsToCents } from "@/lib/money/format-cents";
import type { ShippingRulesBody } from "@/lib/validation/catalogue";
import { beginCatalogueChange } from "./begin-catalogue-change";
import { CATALOGUE_MESSAGES } from "./catalogue-messages";
import { computeCatalogueRevision } from "./compute-catalogue-revision";
import { loadCatalogue } from "./load-catalogue";
import { presentShippingRules, type ShippingRulesDto } from "./present-shipping-rules";
import { CATALOGUE_SETTING_ID } from "./read-catalogue-version";
import { recordCatalogueChange } from "./record-catalogue-change";

/**
 * Saves the shipping methods' names, amounts and business days and the free-shipping rules (cities,
 * quantity threshold) in one transaction with their history line and the version stamp; 409 and nothing
 * saved when the rules changed since the editor loaded them (its revision). Answers the rules as saved.
 */
export async function saveShippingRules(body: ShippingRulesBody): Promise<ShippingRulesDto> {
  return prisma.$transaction(async (tx) => {
    await beginCatalogueChange(tx);
    const before = presentShippingRules((await loadCatalogue(tx)).shipping);
    if (computeCatalogueRevision(before) !== body.revision) throw conflict(CATALOGUE_MESSAGES.shippingChangedMeanwhile);
    for (const method of body.methods) {
      const data = {
        name: method.name,
        amountCents: parseDollarsToCents(method.amount),
        businessDays: method.businessDays,
        sortOrder: SHIPPING_METHOD_IDS.indexOf(method.id) + 1,
      };
      await tx.shippingMethodSetting.upsert({
        where: { id: method.id },
        create: { id: method.id, ...data },
        update: data,
      });
    }
    await tx.catalogueSetting.update({
      where: { id: CATALOGUE_SETTING_ID },
      data: {
        freeShippingCities: JSON.stringify(body.freeShippingCities),
        freeShippingMinQuantity: body.freeShippingMinQuantity,
      },
    });
    const after = presentShippingRules((await loadCatalogue(tx)).shipping);
    if (JSON.stringify(after) !== JSON.stringify(before))
      await recordCatalogueChange(tx, { subject: "Shipping", kind: "changed", before, after });
    return after;
  });
}
