/**
 * A line's material and finish as the shop shows them under its size (#35): "Holographic · Matte laminate".
 * A name an older order lacks is left out (#36): both missing give "", which renders nothing.
 */
export function formatStockName({
  materialName,
  finishName,
}: {
  materialName?: string | null;
  finishName?: string | null;
}): string {
  return [materialName, finishName]
    .map((name) => name?.trim() ?? "")
    .filter((name) => name !== "")
    .join(" · ");
}
