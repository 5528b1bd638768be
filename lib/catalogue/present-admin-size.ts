import type { CatalogueSize, SizeAnchor } from "@/lib/domain/catalogue";

/** A standard size as the admin API shows it (inches as `width` and `height`, as /api/sticker-sizes does). */
export type AdminSizeDto = {
  id: number;
  name: string;
  shape: "square" | "circle";
  width: number;
  height: number;
  active: boolean;
  sortOrder: number;
  anchor: SizeAnchor | null;
};

export function presentAdminSize(size: CatalogueSize): AdminSizeDto {
  return {
    id: size.id,
    name: size.name,
    shape: size.shape,
    width: size.widthInches,
    height: size.heightInches,
    active: size.active,
    sortOrder: size.sortOrder,
    anchor: size.anchor,
  };
}
