import type { AdminApi } from "./admin-api";
import type { AdminCatalogue, EditablePriceGrid, EditableSheetGrid, EditableShipping } from "./admin-types";
import type {
  ChangeSheetSizeInput,
  ChangeSizeInput,
  CreateSheetSizeInput,
  CreateSizeInput,
} from "@/lib/validation/catalogue";

// /admin/catalogue's calls to the admin catalogue API (#35). Money travels as dollar text ("12.50"),
// factors as basis points (10000 = 100 %); a refusal is a RequestError with the server's message.

export type CatalogueStockKind = "materials" | "finishes";

/** GET /api/admin/catalogue: everything, inactive entries included, the grid's warnings and the history. */
export function getAdminCatalogue(api: AdminApi): Promise<AdminCatalogue> {
  return api.request<AdminCatalogue>("GET", "/api/admin/catalogue");
}

/** POST /api/admin/catalogue/{materials|finishes}: a new entry (201 { material } or { finish }). */
export async function createStock(api: AdminApi, kind: CatalogueStockKind, body: object): Promise<void> {
  await api.request<unknown>("POST", `/api/admin/catalogue/${kind}`, body);
}

/** PATCH /api/admin/catalogue/{materials|finishes}/{id}: any field but the id; `isDefault: true` makes it the default. */
export async function updateStock(api: AdminApi, kind: CatalogueStockKind, id: string, body: object): Promise<void> {
  await api.request<unknown>("PATCH", `/api/admin/catalogue/${kind}/${encodeURIComponent(id)}`, body);
}

/** POST /api/admin/catalogue/sizes: a new standard size with its total for every tier. */
export async function createSize(api: AdminApi, body: CreateSizeInput): Promise<void> {
  await api.request<unknown>("POST", "/api/admin/catalogue/sizes", body);
}

/** PATCH /api/admin/catalogue/sizes/{id}: rename, retire (active: false), restore, or move (sortOrder). */
export async function updateSize(api: AdminApi, id: number, body: ChangeSizeInput): Promise<void> {
  await api.request<unknown>("PATCH", `/api/admin/catalogue/sizes/${encodeURIComponent(String(id))}`, body);
}

/** POST /api/admin/catalogue/sheet-sizes (#39): a new sheet size with its total for every sheet tier. */
export async function createSheetSize(api: AdminApi, body: CreateSheetSizeInput): Promise<void> {
  await api.request<unknown>("POST", "/api/admin/catalogue/sheet-sizes", body);
}

/** PATCH /api/admin/catalogue/sheet-sizes/{id} (#39): rename, resize, retire (active: false), restore, or move (sortOrder). */
export async function updateSheetSize(api: AdminApi, id: number, body: ChangeSheetSizeInput): Promise<void> {
  await api.request<unknown>("PATCH", `/api/admin/catalogue/sheet-sizes/${encodeURIComponent(String(id))}`, body);
}

/** A grid save's warnings as answered (strings only). */
function readWarnings(answer: { warnings?: unknown } | null | undefined): { warnings: string[] } {
  const warnings = Array.isArray(answer?.warnings)
    ? answer.warnings.filter((warning): warning is string => typeof warning === "string")
    : [];
  return { warnings };
}

/**
 * PUT /api/admin/catalogue/prices: the whole grid in one request, with the revision it was edited from
 * (400 { message } naming the cell, 409 when someone saved prices meanwhile: nothing saved).
 */
export async function savePriceGrid(
  api: AdminApi,
  grid: EditablePriceGrid,
  revision: string,
): Promise<{ warnings: string[] }> {
  return readWarnings(
    await api.request<{ warnings?: unknown }>("PUT", "/api/admin/catalogue/prices", { ...grid, revision }),
  );
}

/** PUT /api/admin/catalogue/sheet-prices (#39): the sheets' whole grid, as savePriceGrid saves the stickers'. */
export async function saveSheetGrid(
  api: AdminApi,
  grid: EditableSheetGrid,
  revision: string,
): Promise<{ warnings: string[] }> {
  return readWarnings(
    await api.request<{ warnings?: unknown }>("PUT", "/api/admin/catalogue/sheet-prices", { ...grid, revision }),
  );
}

/** PUT /api/admin/catalogue/shipping: the methods and the free-shipping rules, saved whole (409 when changed meanwhile). */
export async function saveShipping(api: AdminApi, shipping: EditableShipping, revision: string): Promise<void> {
  await api.request<unknown>("PUT", "/api/admin/catalogue/shipping", { ...shipping, revision });
}
