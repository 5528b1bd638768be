import { MAX_OUTLINE_PARTS, MAX_OUTLINE_POINTS, MAX_STORED_OUTLINE_CHARS } from "@/lib/die-cut/trace-working-copy";
import { outlineOf } from "./outline-of-rectangles";
import { parseStoredOutline } from "./parse-stored-outline";

const square = outlineOf([0, 0, 60, 60]);
/** `parts` rings of `points` points each, in a 1200 px working copy. */
function outlineOfRings(parts: number, points: number) {
  const ring = Array.from({ length: points }, (_, i) => [i % 1200, Math.floor(i / 1200)]).flat();
  return { ...square, rings: Array.from({ length: parts }, () => ring), parts };
}

describe("parseStoredOutline", () => {
  it("reads a traced outline and a refusal", () => {
    expect(parseStoredOutline(JSON.stringify(square))).toEqual(square);
    const refused = { version: 1, refused: "too-intricate", width: 9, height: 9, imageWidth: 9, imageHeight: 9 };
    expect(parseStoredOutline(JSON.stringify(refused))).toEqual(refused);
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{"],
    ["another version", JSON.stringify({ ...square, version: 2 })],
    ["rings that are not a list", JSON.stringify({ ...square, rings: "x" })],
    ["a refusal without a reason", JSON.stringify({ version: 1, refused: 3 })],
    [
      `more than ${MAX_OUTLINE_PARTS} parts (an older tracer's speckle)`,
      JSON.stringify(outlineOfRings(MAX_OUTLINE_PARTS + 1, 4)),
    ],
    [`more than ${MAX_OUTLINE_POINTS} points`, JSON.stringify(outlineOfRings(2, MAX_OUTLINE_POINTS / 2 + 1))],
    ["JSON longer than the tracer stores, unread", `${JSON.stringify(square)}${" ".repeat(MAX_STORED_OUTLINE_CHARS)}`],
  ])("reads %s as no outline (traced again when a die-cut needs it)", (_name, stored) => {
    expect(parseStoredOutline(stored)).toBeNull();
  });

  it("keeps what is within the caps", () => {
    expect(parseStoredOutline(JSON.stringify(outlineOfRings(2, MAX_OUTLINE_POINTS / 2)))).not.toBeNull();
  });

  it("parses one JSON once: a cart of many lines of one design reads one object", () => {
    const stored = JSON.stringify(outlineOf([0, 0, 10, 10], [50, 50, 10, 10]));
    const parse = jest.spyOn(JSON, "parse");
    const first = parseStoredOutline(stored);
    for (let line = 0; line < 49; line++) expect(parseStoredOutline(stored)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    parse.mockRestore();
  });
});
