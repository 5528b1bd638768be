/**
 * A line's material and finish as the shop shows them under its size (#35): "Holographic · Matte laminate".
 */
export function formatStockName({ materialName, finishName }: { materialName: string; finishName: string }): string {
  return `${materialName} · ${finishName}`;
}
