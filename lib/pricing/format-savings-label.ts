/** "Save 8%" for the design tool, or null when there is nothing to advertise. */
export function formatSavingsLabel(percent: number): string | null {
  if (!Number.isFinite(percent) || percent <= 0) return null;
  return `Save ${Math.round(percent)}%`;
}
