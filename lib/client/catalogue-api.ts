import type { CatalogueFinish, CatalogueMaterial, CatalogueSize } from "@/lib/domain/catalogue";
import type { ShippingMethodId } from "@/lib/domain/shipping-methods";
import type { AdminApi } from "./admin-api";

// The owner's catalogue as /admin/catalogue edits it (#35), and its calls to the admin catalogue API.
// Money travels as dollar text ("12.50"), factors as basis points (10000 = 100 %).

export type CatalogueStockKind = "materials" | "finishes";

/** The price grid as the page edits it: tiers, each size's totals per tier (dollar text), the corner fee. */
export type EditablePriceGrid = {
  quantities: number[];
  tables: Array<{ sizeId: number; totals: string[] }>;
  roundedCornersFee: string;
};

export type EditableShippingMethod = { id: ShippingMethodId; name: string; amount: string; businessDays: string };

export type EditableShipping = {
  methods: EditableShippingMethod[];
  freeShippingCities: string[];
  freeShippingMinQuantity: number;
};

/** One change in the catalogue's history: what changed, its value before and after, when (ISO). */
export type CatalogueHistoryEntry = { id: number | string; what: string; before: string; after: string; at: string };

export type AdminCatalogueView = {
  materials: CatalogueMaterial[];
  finishes: CatalogueFinish[];
  sizes: CatalogueSize[];
  prices: EditablePriceGrid;
  shipping: EditableShipping;
  /** Newest first. */
  history: CatalogueHistoryEntry[];
};

/** PUT /api/admin/catalogue/prices: the grid saved; warnings name unit prices that rise with quantity. */
export type PriceGridSaved = { prices: EditablePriceGrid; warnings: string[] };

/** GET /api/admin/catalogue: everything, inactive entries included, and the history. */
export function getAdminCatalogue(api: AdminApi): Promise<AdminCatalogueView> {
  return api.request<AdminCatalogueView>("GET", "/api/admin/catalogue");
}

/** POST /api/admin/catalogue/{materials|finishes}: a new entry (201 { material } or { finish }). */
export async function createStock(api: AdminApi, kind: CatalogueStockKind, body: object): Promise<void> {
  await api.request<unknown>("POST", `/api/admin/catalogue/${kind}`, body);
}

/** PATCH /api/admin/catalogue/{materials|finishes}/{id}: any field but the id; `isDefault: true` makes it the default. */
export async function updateStock(api: AdminApi, kind: CatalogueStockKind, id: string, body: object): Promise<void> {
  await api.request<unknown>("PATCH", `/api/admin/catalogue/${kind}/${encodeURIComponent(id)}`, body);
}

/** POST /api/admin/catalogue/sizes: a new standard size. */
export async function createSize(
  api: AdminApi,
  body: { name: string; shape: "square" | "circle"; width: number; height: number; totals: string[] },
): Promise<void> {
  await api.request<unknown>("POST", "/api/admin/catalogue/sizes", body);
}

/** PATCH /api/admin/catalogue/sizes/{id}: rename, retire (active: false), restore, or move (sortOrder). */
export async function updateSize(
  api: AdminApi,
  id: number,
  body: Partial<{ name: string; active: boolean; sortOrder: number }>,
): Promise<void> {
  await api.request<unknown>("PATCH", `/api/admin/catalogue/sizes/${encodeURIComponent(String(id))}`, body);
}

/** PUT /api/admin/catalogue/prices: the whole grid in one request (400 { message } naming the cell: nothing saved). */
export async function savePriceGrid(api: AdminApi, grid: EditablePriceGrid): Promise<{ warnings: string[] }> {
  const answer = await api.request<{ warnings?: unknown }>("PUT", "/api/admin/catalogue/prices", grid);
  const warnings = Array.isArray(answer?.warnings)
    ? answer.warnings.filter((warning): warning is string => typeof warning === "string")
    : [];
  return { warnings };
}

/** PUT /api/admin/catalogue/shipping: the methods and the free-shipping rules, saved whole. */
export async function saveShipping(api: AdminApi, shipping: EditableShipping): Promise<void> {
  await api.request<unknown>("PUT", "/api/admin/catalogue/shipping", shipping);
}
