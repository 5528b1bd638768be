/** A point [x, y]: x to the right, y down, as on screen and in SVG. */
export type Point = [number, number];

/**
 * An uploaded image decoded for tracing: `width` × `height` pixels of `channels` bytes each (the last one
 * alpha), row by row; the uploaded image was `imageWidth` × `imageHeight` as shown.
 */
export type WorkingCopy = {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
  imageWidth: number;
  imageHeight: number;
};

/** How the artwork's shape was found. */
export type OutlineSource = "alpha" | "background" | "rectangle";

/**
 * The artwork's shape as traced once at upload and stored with the design (JSON). It does not depend
 * on the ordered size: computeCutLine turns it into a cut line for any size.
 */
export type TracedOutline = {
  version: 1;
  source: OutlineSource;
  /** The working copy's size in pixels: the coordinate space of `rings` (origin at the image's top-left). */
  width: number;
  height: number;
  /** The uploaded image's size in pixels; the working copy is it scaled down (never up), same aspect. */
  imageWidth: number;
  imageHeight: number;
  /**
   * Outer rings of the artwork as flat lists [x0, y0, x1, y1, …] in working-copy pixels (0.1 px steps),
   * first point not repeated. Holes, and parts lying inside another part's hole, are left out: the cut
   * line fills holes anyway.
   */
  rings: number[][];
  /** How many separate parts the artwork has (rings here), before the border joins any. */
  parts: number;
};

/**
 * Why an artwork gets no die-cut outline: more separate pieces than a cutter can be asked to go around
 * (MAX_OUTLINE_PARTS), or an outline too long to store and offset in bounded time (MAX_OUTLINE_POINTS,
 * MAX_TRACED_EDGES), even after speckle is closed into shapes.
 */
export type OutlineRefusalReason = "too-many-pieces" | "too-intricate";

/** What is stored for an artwork that cannot be cut around: the design stays, die-cut is refused with a reason. */
export type RefusedOutline = {
  version: 1;
  refused: OutlineRefusalReason;
  width: number;
  height: number;
  imageWidth: number;
  imageHeight: number;
};

/** A design's stored outline (JSON): traced, or refused. */
export type StoredOutline = TracedOutline | RefusedOutline;

/** Where the uploaded image's rectangle lies in the cut line's frame, in inches. */
export type ArtworkPlacement = { x: number; y: number; width: number; height: number };

/** The die-cut line for one ordered size: what the preview draws, the order freezes and the cutter follows. */
export type CutLine = {
  /**
   * One closed, simple ring in inches, origin at the top-left corner of its bounding box, clockwise on
   * screen (positive shoelace area with y down), starting at its topmost (then leftmost) point, which is
   * not repeated at the end.
   */
  path: Point[];
  closed: true;
  /** The path's bounding box: the finished sticker's size, border included. */
  widthInches: number;
  heightInches: number;
  borderInches: number;
  /** The simplification tolerance used: 0.01" unless the 2,000-point cap needed more. */
  toleranceInches: number;
  /** The artwork's parts stayed apart after the border and were joined into one outline around all of them. */
  joinedParts: boolean;
  artwork: ArtworkPlacement;
};
