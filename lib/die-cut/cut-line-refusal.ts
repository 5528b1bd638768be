/**
 * The cut line's own "not at this size" (a size no larger than its two borders) or "not of this outline"
 * (no ring, no extent): a deliberate answer, the same every time, unlike a bug or a shortage of memory
 * (other errors, RangeErrors of the runtime among them). Its name crosses the geometry pool's thread.
 */
export class CutLineRefusal extends RangeError {
  constructor(message: string) {
    super(message);
    this.name = "CutLineRefusal";
  }
}
