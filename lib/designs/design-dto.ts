import type { Design } from "@/lib/db/generated/sqlite/client";

/** A design as the API shows it (upload response and GET /api/designs). */
export type DesignDto = {
  id: number;
  originalName: string;
  filename: string;
  mimeType: string;
  size: number;
  width: number;
  height: number;
  createdAt: string;
};

type DesignRow = Pick<
  Design,
  "id" | "originalName" | "filename" | "mimeType" | "sizeBytes" | "width" | "height" | "createdAt"
>;

export function toDesignDto(row: DesignRow): DesignDto {
  return {
    id: row.id,
    originalName: row.originalName,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}
