/** The geometry pool is full (for everyone, or for this caller): nothing was started; try again shortly. */
export class GeometryBusyError extends Error {
  constructor(readonly scope: "shop" | "caller") {
    super(
      scope === "caller"
        ? "Too much of this caller's geometry is queued already."
        : "The geometry pool's queue is full.",
    );
    this.name = "GeometryBusyError";
  }
}

/** A geometry job ran past its time limit (its worker was stopped) or waited in the queue past its own. */
export class GeometryTimeoutError extends Error {
  constructor(
    readonly stage: "queued" | "running",
    readonly limitMs: number,
  ) {
    super(
      stage === "running"
        ? `The geometry job ran past its ${limitMs} ms limit and was stopped.`
        : `The geometry job waited past its ${limitMs} ms queue limit.`,
    );
    this.name = "GeometryTimeoutError";
  }
}
