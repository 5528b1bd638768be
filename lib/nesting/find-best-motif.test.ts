import { Clipper } from "clipper2-ts";
import { makeDisc, makeRect, makeTriangle } from "./__fixtures__/test-shapes";
import { findBestMotif, measureLengthPerCopy, rowsOf } from "./find-best-motif";
import { findMotifs } from "./nest-by-patterns";
import { NESTING_OUT_OF_TIME } from "./place-bottom-left";
import type { QuarterTurns } from "./nesting-types";

const triangle = makeTriangle(1000, 600);
const container = { width: 12_000, height: 30_000 };

describe("findBestMotif", () => {
  it("pairs a right triangle with its half turn: two copies per rectangle of its legs", () => {
    const motif = findBestMotif({ key: "t", outline: triangle, copies: 200 }, container)!;
    expect(motif.members.map((member) => member.turns % 2)).toEqual([
      motif.members[0]!.turns % 2,
      motif.members[0]!.turns % 2,
    ]);
    expect(Math.abs(motif.members[1]!.turns - motif.members[0]!.turns)).toBe(2);
    // Each lattice cell holds the pair: its area is the two triangles' (600,000: they tile the plane), give or
    // take the steps' rounding up to whole units; one triangle alone in a grid takes twice that.
    const cell = motif.lattice.across * motif.lattice.rowStep;
    expect(cell).toBeGreaterThanOrEqual(2 * Math.abs(Clipper.area(triangle)));
    expect(cell).toBeLessThanOrEqual(2 * Math.abs(Clipper.area(triangle)) * 1.005);
  });

  it.each([
    { turns: [0] as QuarterTurns[], members: 1 },
    { turns: [0, 1] as QuarterTurns[], members: 1 },
  ])("keeps to the turns allowed ($turns): no half turn, no pair", ({ turns, members }) => {
    const motif = findBestMotif({ key: "t", outline: triangle, copies: 200, turns }, container)!;
    expect(motif.members).toHaveLength(members);
    for (const member of motif.members) expect(turns).toContain(member.turns);
  });

  it("packs discs to the container's width: where 4.5 diameters fit, 5 columns down the length beat rows of 4", () => {
    // Rows across the width hold 4 discs (4 and 4 shifted) every √3/2 of a diameter: 4.62 per diameter of
    // length. Turned, the hexagonal pattern has columns √3/2 of a diameter apart: 5 of them, each a disc a diameter.
    const disc = makeDisc(1000);
    const wide = { width: 9_000, height: 60_000 };
    const motif = findBestMotif({ key: "d", outline: disc, copies: 500, turns: [0] }, wide)!;
    const rows = [...rowsOf(motif, wide, 0)];
    const copies = rows.reduce((sum, row) => sum + row.xs.length * motif.members.length, 0);
    const length = rows.at(-1)!.y + motif.box.bottom;
    expect(copies / (length / 2000)).toBeGreaterThan(4.9);
  });

  it("staggers rows of discs across the width so that shifted rows hold as many as the others", () => {
    // Discs 2000 across on a width of 5.21 diameters (a 2" sticker on a 12" roll): rows of 5 and 4 shifted by
    // half a disc hold 4.5 every 1732 (385 a copy); rows of 3 spread 3368 apart, each next row shifted by half
    // that, hold 3 every √(2000² − 1684²) = 1079 (360 a copy).
    const disc = makeDisc(1000);
    const strip = { width: 10_420, height: 100_000 };
    const motif = findBestMotif({ key: "d", outline: disc, copies: 600, turns: [0] }, strip)!;
    const rows = [...rowsOf(motif, strip, 0)].slice(0, 6);
    for (const row of rows) expect(row.xs).toHaveLength(3);
    expect(measureLengthPerCopy(motif, strip, 600)).toBeLessThan(365);
  });

  it("judges a pattern by its whole rows: the copies a last row would be short of are nested around them", () => {
    // 11 copies of a 3 × 1 bar, 10 wide: upright rows of 3 take 1 a row (1/3 each), turned rows of 10 take 3
    // (3/10 each). Charged a whole last row, upright (4 rows for 11) looked better than turned (2 rows).
    const bar = makeRect(3_000, 1_000);
    const motif = findBestMotif(
      { key: "b", outline: bar, copies: 11, turns: [0, 1] },
      { width: 10_000, height: 30_000 },
    )!;
    expect(motif.members.map((member) => member.turns)).toEqual([1]);
    const [first] = rowsOf(motif, { width: 10_000, height: 30_000 }, 0);
    expect(first!.xs).toHaveLength(10);
  });

  it("answers null for a shape wider than the container", () => {
    expect(
      findBestMotif({ key: "t", outline: triangle, copies: 5, turns: [0] }, { width: 500, height: 500 }),
    ).toBeNull();
  });
});

describe("findMotifs", () => {
  it("stops with NESTING_OUT_OF_TIME once its deadline has passed, before looking at a pattern", () => {
    const items = [{ key: "t", outline: triangle, copies: 10 }];
    expect(() => findMotifs(items, container, Date.now() - 1)).toThrow(new RangeError(NESTING_OUT_OF_TIME));
    expect(findMotifs(items, container).get(0)).not.toBeNull();
  });

  it("stacks rows straight when shifted rows would drift past the width and lose a copy every other row", () => {
    // A 1000 × 1000 tile with a 100-high tab on its top-left half and a notch in its bottom-right half: rows
    // shifted by half a tile interlock (a row every 1000), straight rows do not (every 1100). 4.1 tiles wide,
    // shifted rows hold 4 and 3 copies (7 per 2000); straight rows hold 4 (4 per 1100): fewer per length.
    const tile = [
      { x: 0, y: -100 },
      { x: 500, y: -100 },
      { x: 500, y: 0 },
      { x: 1000, y: 0 },
      { x: 1000, y: 900 },
      { x: 500, y: 900 },
      { x: 500, y: 1000 },
      { x: 0, y: 1000 },
    ];
    const strip = { width: 4_100, height: 100_000 };
    const motif = findBestMotif({ key: "tab", outline: tile, copies: 400, turns: [0] }, strip)!;
    expect(motif.members).toHaveLength(1);
    const rows = [...rowsOf(motif, strip, 0)].slice(0, 6);
    for (const row of rows) expect(row.xs).toHaveLength(4);
    expect(measureLengthPerCopy(motif, strip, 400)).toBeCloseTo(1100 / 4, 0);
  });
});
