import type { Path64 } from "clipper2-ts";
import { makeRect } from "./__fixtures__/test-shapes";
import { findBandLift, type BandCopy } from "./find-band-lift";
import { createNestingCache, createNoFitLookup } from "./no-fit-lookup";

// A tooth pointing down (its bottom edge at 1000 in the middle, 800 at its sides), the roof that fits under it
// (its top at 0 in the middle, 200 at its sides), and a square.
const tooth: Path64 = [
  { x: 0, y: 0 },
  { x: 1000, y: 0 },
  { x: 1000, y: 800 },
  { x: 500, y: 1000 },
  { x: 0, y: 800 },
];
const roof: Path64 = [
  { x: 500, y: 0 },
  { x: 1000, y: 200 },
  { x: 1000, y: 1000 },
  { x: 0, y: 1000 },
  { x: 0, y: 200 },
];
const items = [
  { key: "tooth", outline: tooth, copies: 1 },
  { key: "roof", outline: roof, copies: 1 },
  { key: "square", outline: makeRect(1000, 1000), copies: 1 },
];
const { noFitOf } = createNoFitLookup(items, createNestingCache());
const at = (itemIndex: number, x: number, y: number): BandCopy => ({ itemIndex, turns: 0, x, y });

const square = at(2, 0, 0);
const teeth = [at(0, 0, 0), at(0, 1000, 0)];

describe("findBandLift", () => {
  it.each([
    // Squares below a square: already touching, 300 below it, beside it with nothing in the way, overlapping.
    { name: "a square touching the one above", placed: [square], band: [at(2, 0, 1000)], maxLift: 1000, lift: 0 },
    { name: "a square 300 below the one above", placed: [square], band: [at(2, 0, 1300)], maxLift: 1000, lift: 300 },
    {
      name: "a square with nothing above, to the bound",
      placed: [square],
      band: [at(2, 3000, 1000)],
      maxLift: 700,
      lift: 700,
    },
    {
      name: "a square overlapping already: not lifted",
      placed: [square],
      band: [at(2, 500, 900)],
      maxLift: 1000,
      lift: 0,
    },
    // A roof half a tooth along rises into the hollow between two teeth until its sides meet theirs, 200 up.
    {
      name: "a roof under the hollow between two teeth",
      placed: teeth,
      band: [at(1, 500, 1000)],
      maxLift: 1000,
      lift: 200,
    },
    // The band moves as one: the square would rise to the bound, the roof stops them both.
    {
      name: "a band of that roof and a free square",
      placed: teeth,
      band: [at(1, 500, 1000), at(2, 3000, 1000)],
      maxLift: 1000,
      lift: 200,
    },
    // A roof right under a tooth: its apex meets the tooth's point at once.
    { name: "a roof under a tooth's point", placed: teeth, band: [at(1, 0, 1000)], maxLift: 1000, lift: 0 },
  ])("$name: lifted $lift", ({ placed, band, maxLift, lift }) => {
    expect(findBandLift(band, placed, maxLift, noFitOf)).toBe(lift);
  });
});
