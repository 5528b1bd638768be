import { Clipper } from "clipper2-ts";
import { findBestMotif, rowsOf, type Motif } from "./find-best-motif";
import type { NestedCopy, NestingContainer, NestingItem } from "./nesting-types";
import { findBandLift, type BandCopy } from "./find-band-lift";
import { createNestingCache, createNoFitLookup, type NestingCache } from "./no-fit-lookup";
import { NESTING_OUT_OF_TIME, placeBottomLeft, type NestingObstacle } from "./place-bottom-left";

type Placement = Omit<NestedCopy, "copy"> & { itemIndex: number };

/** The items' indices, largest outline first: the order rows and leftovers are placed in unless told. */
export function orderByArea(items: readonly NestingItem[]): number[] {
  return items
    .map((item, index) => ({ index, area: Math.abs(Clipper.area(item.outline)) }))
    .sort((a, b) => b.area - a.area || a.index - b.index)
    .map((entry) => entry.index);
}

/**
 * Each item's best repeating pattern (null: none fits), found once for any number of orders tried. Throws
 * RangeError (NESTING_OUT_OF_TIME) once `deadline` (Date.now()) has passed: a sheet of thousands of distinct
 * designs would otherwise spend minutes here before the first page checks the time.
 */
export function findMotifs(
  items: readonly NestingItem[],
  container: NestingContainer,
  deadline = Number.POSITIVE_INFINITY,
): Map<number, Motif | null> {
  return new Map(
    items.map((item, index) => {
      if (Date.now() > deadline) throw new RangeError(NESTING_OUT_OF_TIME);
      return [index, findBestMotif(item, container)];
    }),
  );
}

/**
 * The rows of item `index`'s band from `top` (rowsOf), each as its copies and where its motifs' boxes begin
 * and end, while `copies` last: whole rows, then with `partial` the part row the last copies make (its first
 * motifs, the surplus members of the last one left out); without, `onPartRow` is told of a part row left out.
 */
function* bandRows(
  items: readonly NestingItem[],
  index: number,
  motif: Motif,
  container: NestingContainer,
  top: number,
  copies: number,
  partial: boolean,
  onPartRow?: () => void,
) {
  let left = copies;
  for (const row of rowsOf(motif, container, top)) {
    const rowCopies = row.xs.length * motif.members.length;
    if (left <= 0) return;
    if (left < rowCopies && !partial) {
      onPartRow?.();
      return;
    }
    const placed: Placement[] = [];
    for (const x of row.xs)
      for (const member of motif.members)
        if (placed.length < Math.min(left, rowCopies))
          placed.push({
            itemIndex: index,
            key: items[index]!.key,
            turns: member.turns,
            x: x + member.x,
            y: row.y + member.y,
          });
    left -= placed.length;
    yield { copies: placed, top: row.y + motif.box.top, bottom: row.y + motif.box.bottom };
  }
}

/**
 * Every copy nested page after page, the common case first: on each page, items with enough copies left
 * for a whole row are laid as rows of their best repeating pattern (findBestMotif: the piece alone or
 * interlocked with its half turn), largest outlines first, each band slid up from below the last until its
 * outlines touch (findBandLift); then what is left of every item (part rows, small orders) is nested by
 * bottom-left fill (placeBottomLeft) anywhere on the page around the rows already there: below the last row,
 * and into the gaps rows leave at their ends and between bands. Where an item's last copies are short of a
 * whole row, the page is also laid with them as a part row of its pattern and kept if that holds more copies
 * or ends sooner. A new page begins when the page holds no more. `order` (item indices) replaces largest-first, for a
 * search over orders; `cache` shares the shapes' no-fit polygons between calls. Copies are numbered per item
 * in the order placed. Pure and deterministic; an item that fits no empty page throws
 * RangeError, and so does any page begun, or any fill, once `deadline` (Date.now()) has passed.
 */
export function nestByPatterns(
  items: readonly NestingItem[],
  container: NestingContainer,
  {
    order = orderByArea(items),
    deadline = Number.POSITIVE_INFINITY,
    motifs = findMotifs(items, container, deadline),
    cache = createNestingCache(),
  }: {
    order?: readonly number[];
    motifs?: ReadonlyMap<number, Motif | null>;
    deadline?: number;
    /** Shapes and no-fit polygons already computed for these items (a search shares one over its orders). */
    cache?: NestingCache;
  } = {},
): NestedCopy[][] {
  const indexOfKey = new Map(items.map((item, index) => [item.key, index]));
  const left = items.map((item) => item.copies);
  const pages: Placement[][] = [];
  const { outlineOf, noFitOf } = createNoFitLookup(items, cache);
  const bottomOf = (page: readonly Placement[]) =>
    Math.max(...page.map((copy) => copy.y + Clipper.getBounds(outlineOf(copy.itemIndex, copy.turns)).bottom));

  // How far a band of `index`'s rows, started at `top` below the page's copies, slides up between them: its
  // rows within reach of them (at most one motif's height, and only those it has copies for) are checked.
  const liftOf = (
    index: number,
    motif: Motif,
    top: number,
    page: readonly Placement[],
    copies: number,
    partial: boolean,
  ) => {
    const maxLift = Math.min(top, motif.box.bottom - motif.box.top);
    const band: BandCopy[] = [];
    const endless = { width: container.width, height: Number.POSITIVE_INFINITY };
    for (const row of bandRows(items, index, motif, endless, top, copies, partial)) {
      if (row.top - maxLift >= top) break;
      band.push(...row.copies);
    }
    return findBandLift(band, page, maxLift, noFitOf);
  };

  // One page from the copies `remaining` (counts per item, taken as placed): whole rows of each item's
  // pattern, with `partial` also the part row its last copies make, then the rest by bottom-left fill.
  // `onPartRow` is told when a part row would have fitted.
  const layPage = (remaining: number[], partial: boolean, onPartRow?: () => void): Placement[] => {
    const page: Placement[] = [];
    let top = 0;
    for (const index of order) {
      const motif = motifs.get(index);
      if (!motif) continue;
      let bottom = top;
      const lift = page.length > 0 ? liftOf(index, motif, top, page, remaining[index]!, partial) : 0;
      const rows = bandRows(items, index, motif, container, top - lift, remaining[index]!, partial, onPartRow);
      for (const row of rows) {
        page.push(...row.copies);
        remaining[index]! -= row.copies.length;
        bottom = row.bottom;
      }
      // A lifted band of one short row may end above the bands before it: the next starts below them all.
      top = Math.max(top, bottom);
    }
    // The rest, around the rows, anywhere on the page: below the last row, and in the gaps the rows leave at
    // their ends and between bands of different designs.
    const rest = order.filter((index) => remaining[index]! > 0);
    if (rest.length > 0) {
      const restItems = items.map((item, index) => ({
        ...item,
        copies: rest.includes(index) ? remaining[index]! : 0,
      }));
      // Largest first, as the rows: placeBottomLeft places the items in the order given.
      const ordered = order.map((index) => restItems[index]!);
      const obstacles: NestingObstacle[] = page.map((copy) => ({
        itemIndex: order.indexOf(copy.itemIndex),
        turns: copy.turns,
        x: copy.x,
        y: copy.y,
      }));
      const { placed } = placeBottomLeft(ordered, container, obstacles, deadline, cache);
      for (const copy of placed) {
        const index = indexOfKey.get(copy.key)!;
        remaining[index]! -= 1;
        page.push({ itemIndex: index, key: copy.key, turns: copy.turns, x: copy.x, y: copy.y });
      }
    }
    return page;
  };

  while (left.some((copies) => copies > 0)) {
    // The patterns are found before the first page; a page of whole rows may never reach the fill's check.
    if (Date.now() > deadline) throw new RangeError(NESTING_OUT_OF_TIME);
    let remaining = [...left];
    let partRowLeftOut = false;
    let page = layPage(remaining, false, () => (partRowLeftOut = true));
    // The last copies of each design as a part row of its pattern, kept where that holds more or ends sooner:
    // the fill may scatter a row's worth of one design where its pattern would have lined them up (circles).
    if (partRowLeftOut) {
      const withPartRows = [...left];
      const other = layPage(withPartRows, true);
      if (other.length > page.length || (other.length === page.length && bottomOf(other) < bottomOf(page))) {
        page = other;
        remaining = withPartRows;
      }
    }
    if (page.length === 0) throw new RangeError("A shape fits no empty page");
    left.splice(0, left.length, ...remaining);
    pages.push(page);
  }
  const numbers = new Map<number, number>();
  return pages.map((page) =>
    page.map(({ itemIndex, key, turns, x, y }) => {
      const copy = (numbers.get(itemIndex) ?? 0) + 1;
      numbers.set(itemIndex, copy);
      return { key, copy, turns, x, y };
    }),
  );
}
