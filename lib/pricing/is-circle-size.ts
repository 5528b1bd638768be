/** A size is a circle when its name contains "circle", in any letter case. */
export function isCircleSize(sizeName: string): boolean {
  return sizeName.toLowerCase().includes("circle");
}
