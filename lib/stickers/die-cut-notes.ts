// What the design tool tells the shopper about a die-cut line beside its preview (#34). A module of its
// own, with no imports, so the browser's bundle takes these texts and nothing else.

export const DIE_CUT_NOTES = {
  /** The traced outline is the image's rectangle (a photo): the cut is that rectangle rounded by the border. */
  followsImageEdge: "This image has no transparent or plain background, so it is cut as a rounded rectangle",
} as const;
