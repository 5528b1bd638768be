import { readPlacedStickerLine } from "./read-placed-sticker-line";
import { readRawStickerLine, type RawStickerLineRow } from "./read-raw-sticker-line";
import { STICKER_LINE_SELECT, type StickerLineRow } from "./sticker-line-select";
import { stickerLineSqlColumns } from "./sticker-line-sql-columns";
import { toStickerLineColumns } from "./to-sticker-line-columns";

// The one owner of a line's sticker columns: the select, the raw column list, the raw reader and the
// write map must name the same columns, so a column added to the select reaches every stop.

const COLUMNS = Object.keys(STICKER_LINE_SELECT).sort();

const ROW: StickerLineRow = {
  designId: 7,
  sizeId: null,
  shape: "die-cut",
  widthInches: 3,
  heightInches: 2.4,
  sizeName: 'Die-cut 3" × 2.4"',
  cutLine: "M0 0L3 0L3 2.4Z",
  sheetSizeId: null,
  materialId: "holographic",
  materialName: "Holographic",
  finishId: "matte",
  finishName: "Matte laminate",
  roundedCorners: false,
  scale: 120,
  xPosition: -5,
  yPosition: 10,
};

describe("stickerLineSqlColumns", () => {
  it("lists every column of the select, quoted, on the alias", () => {
    const listed = stickerLineSqlColumns("o").split(", ");
    expect(listed.map((column) => column.replace(/^o\."(\w+)"$/, "$1")).sort()).toEqual(COLUMNS);
  });

  it.each([
    [{ cutLine: "NULL" }, 'NULL AS "cutLine"', 'o."cutLine"'],
    [{ designId: 'p."designId"' }, 'p."designId" AS "designId"', 'o."designId"'],
  ])("reads %j instead of the column, under its name", (instead, present, absent) => {
    const sql = stickerLineSqlColumns("o", instead);
    expect(sql).toContain(present);
    expect(sql).not.toContain(absent);
    expect(sql.split(", ")).toHaveLength(COLUMNS.length);
  });
});

describe("readRawStickerLine", () => {
  it.each<[string, Partial<RawStickerLineRow>, Partial<StickerLineRow>]>([
    ["PostgreSQL's booleans", { roundedCorners: true }, { roundedCorners: true }],
    ["PostgreSQL's booleans (false)", { roundedCorners: false }, { roundedCorners: false }],
    ["SQLite's 1", { roundedCorners: 1 }, { roundedCorners: true }],
    ["SQLite's 0", { roundedCorners: 0 }, { roundedCorners: false }],
    ["a bigint 1", { roundedCorners: 1n }, { roundedCorners: true }],
    ["floats as text", { widthInches: "2.5", heightInches: "3.25" }, { widthInches: 2.5, heightInches: 3.25 }],
    ["floats as numbers", { widthInches: 2.5, heightInches: 3 }, { widthInches: 2.5, heightInches: 3 }],
  ])("reads %s", (_, raw, read) => {
    expect(readRawStickerLine({ ...ROW, ...raw })).toEqual({ ...ROW, ...read });
  });

  it("returns the sticker's columns only, every one of them", () => {
    const read = readRawStickerLine({ ...ROW, id: 1, quantity: 50 } as RawStickerLineRow);
    expect(Object.keys(read).sort()).toEqual(COLUMNS);
  });
});

describe("readPlacedStickerLine", () => {
  it("keeps every column and checks the shape", () => {
    expect(readPlacedStickerLine(ROW)).toEqual(ROW);
    expect(() => readPlacedStickerLine({ ...ROW, shape: "star" })).toThrow(
      "Unknown sticker shape in the database: star",
    );
  });
});

describe("toStickerLineColumns", () => {
  const line = readPlacedStickerLine(ROW);

  it("writes every column of the select, and nothing else", () => {
    expect(toStickerLineColumns({ ...line, quantity: 50, unitPriceCents: 10 })).toEqual(ROW);
  });

  it("leaves a placement not given to the columns' defaults", () => {
    const { scale, xPosition, yPosition, ...unplaced } = line;
    expect([scale, xPosition, yPosition]).toEqual([120, -5, 10]);
    const columns = toStickerLineColumns(unplaced);
    expect(Object.keys(columns).sort()).toEqual(COLUMNS);
    expect([columns.scale, columns.xPosition, columns.yPosition]).toEqual([undefined, undefined, undefined]);
  });
});
