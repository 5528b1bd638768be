// Reads a print file the way a RIP interprets it, for the print-file tests: pdf-lib parses the file's
// objects (page boxes, resources, colour spaces, image XObjects, the Info dictionary) and decodes the
// page's content streams; a small content-stream interpreter (PDF 32000-1 §8–9 operators) then follows
// the graphics state through them, so a test sees which colour space each path is stroked or filled in,
// the path's points in the page's own space, and where each image is drawn. Nothing here searches text.
import {
  decodePDFRawStream,
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFObject,
  PDFRawStream,
  PDFRef,
  PDFStream,
  PDFString,
} from "pdf-lib";

export type Matrix = [number, number, number, number, number, number];
export type Point = [number, number];

export type ColorSpaceInfo =
  | { family: "DeviceGray" | "DeviceRGB" | "DeviceCMYK" | "Pattern" }
  | {
      family: "Separation";
      colorant: string;
      alternate: string;
      /** A type 2 tint transform's C0 and C1 (the alternate colour at tint 0 and 1); null for another function. */
      c0: number[] | null;
      c1: number[] | null;
    }
  | { family: "other"; name: string };

/** One painting operator applied to the current path. */
export type Paint = {
  operator: string;
  stroke: boolean;
  fill: boolean;
  strokeSpace: ColorSpaceInfo | null;
  fillSpace: ColorSpaceInfo | null;
  /** The stroke colour's components (a Separation's tint) when stroked. */
  strokeColor: number[] | null;
  /** The fill colour's components when filled (CMYK 0–1 in DeviceCMYK, a Separation's tint). */
  fillColor: number[] | null;
  /** The line width in the page's default space (the width set, scaled by the CTM). */
  lineWidth: number;
  /** The stroking overprint flag of the ExtGState in force (OP). */
  strokeOverprint: boolean;
  /** The filling overprint flag of the ExtGState in force (op; PDF: OP when op is absent). */
  fillOverprint: boolean;
  /** Each subpath's points in the page's default space (y up, points), curve control points included. */
  subpaths: Point[][];
  /** The path's construction operators in order (m, l, c, v, y, re, h). */
  construction: string[];
  /** Its place among every drawing operation of the page (paints, images, text, shadings). */
  order: number;
};

export type ImageDraw = {
  name: string;
  /** The image XObject's object reference ("12 0 R"): the same for every draw of one embedded image. */
  ref: string | null;
  widthPx: number;
  heightPx: number;
  colorSpace: string;
  bitsPerComponent: number;
  hasSoftMask: boolean;
  /** The unit square under the CTM: where the image lies on the page (default space, y up). */
  rect: { x: number; y: number; width: number; height: number };
  /** The clipping path in force (W n before it), page space, or null: the image paints all of rect. */
  clip: Point[][] | null;
  order: number;
};

export type PrintPdf = {
  pageCount: number;
  /** Page boxes as written on the page (null when absent: no fallback to another box). */
  mediaBox: number[] | null;
  trimBox: number[] | null;
  bleedBox: number[] | null;
  info: Record<string, string>;
  /** The page's ColorSpace resources by resource name. */
  colorSpaces: Record<string, ColorSpaceInfo>;
  paints: Paint[];
  images: ImageDraw[];
  /**
   * Text-showing operators with the fill colour space they paint in and the text they show (their string
   * operands decoded as WinAnsiEncoding, the encoding PDFKit gives the standard fonts it writes labels in).
   */
  texts: { operator: string; fillSpace: ColorSpaceInfo; order: number; text: string }[];
  shadings: number;
  forms: number;
  /** Operators this reader does not know (a test expects none). */
  unknownOperators: string[];
};

// ---------------------------------------------------------------------------------------------------
// Objects

function numbersOf(array: PDFArray | undefined): number[] | null {
  if (!array) return null;
  return array.asArray().map((item) => {
    if (!(item instanceof PDFNumber)) throw new Error(`Not a number in a box or array: ${String(item)}`);
    return item.asNumber();
  });
}

function textOf(object: PDFObject | undefined): string | null {
  if (object instanceof PDFString || object instanceof PDFHexString) return object.decodeText();
  if (object instanceof PDFName) return object.decodeText();
  if (object instanceof PDFNumber) return String(object.asNumber());
  return null;
}

function describeColorSpace(doc: PDFDocument, object: PDFObject | undefined): ColorSpaceInfo {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFName) {
    const name = resolved.decodeText();
    if (name === "DeviceGray" || name === "DeviceRGB" || name === "DeviceCMYK" || name === "Pattern")
      return { family: name };
    return { family: "other", name };
  }
  if (resolved instanceof PDFArray) {
    const family = textOf(doc.context.lookup(resolved.get(0)));
    if (family === "Separation") {
      const colorant = textOf(doc.context.lookup(resolved.get(1))) ?? "";
      const alternateObject = doc.context.lookup(resolved.get(2));
      const alternate = textOf(alternateObject) ?? "array";
      const fn = doc.context.lookup(resolved.get(3));
      const dict = fn instanceof PDFDict ? fn : fn instanceof PDFStream ? fn.dict : null;
      const type = dict?.lookup(PDFName.of("FunctionType"));
      const isType2 = type instanceof PDFNumber && type.asNumber() === 2;
      return {
        family: "Separation",
        colorant,
        alternate,
        c0: isType2 ? (numbersOf(dict?.lookup(PDFName.of("C0"), PDFArray)) ?? [0]) : null,
        c1: isType2 ? (numbersOf(dict?.lookup(PDFName.of("C1"), PDFArray)) ?? [1]) : null,
      };
    }
    return { family: "other", name: family ?? "array" };
  }
  return { family: "other", name: String(resolved) };
}

// ---------------------------------------------------------------------------------------------------
// Content-stream tokens (PDF 32000-1 §7.2, §7.3, §7.8.2)

type Token =
  | { kind: "number"; value: number }
  | { kind: "name"; value: string }
  | { kind: "string"; value: string }
  | { kind: "bool"; value: boolean }
  | { kind: "null" }
  | { kind: "array"; items: Token[] }
  | { kind: "dict"; entries: Token[] }
  | { kind: "operator"; value: string };

const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIMITERS = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));

function tokenize(bytes: Uint8Array): Token[] {
  let i = 0;
  const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte);

  function readRegular(): string {
    const start = i;
    while (i < bytes.length && isRegular(bytes[i]!)) i += 1;
    return String.fromCharCode(...bytes.subarray(start, i));
  }

  function readToken(): Token | "]" | ">>" | null {
    while (i < bytes.length) {
      const byte = bytes[i]!;
      if (WHITESPACE.has(byte)) i += 1;
      else if (byte === 0x25 /* % */) while (i < bytes.length && bytes[i] !== 0x0a && bytes[i] !== 0x0d) i += 1;
      else break;
    }
    if (i >= bytes.length) return null;
    const char = String.fromCharCode(bytes[i]!);
    if (char === "/") {
      i += 1;
      return {
        kind: "name",
        value: readRegular().replace(/#([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      };
    }
    if (char === "(") {
      // A literal string: balanced parentheses, a backslash escapes the next byte.
      i += 1;
      let depth = 1;
      let value = "";
      while (i < bytes.length) {
        const byte = bytes[i]!;
        if (byte === 0x5c) {
          value += String.fromCharCode(bytes[i + 1] ?? 0);
          i += 2;
          continue;
        }
        if (byte === 0x28) depth += 1;
        if (byte === 0x29 && --depth === 0) break;
        value += String.fromCharCode(byte);
        i += 1;
      }
      i += 1;
      return { kind: "string", value };
    }
    if (char === "<" && bytes[i + 1] === 0x3c) {
      i += 2;
      const entries: Token[] = [];
      for (let token = readToken(); token !== ">>"; token = readToken()) {
        if (token === null || token === "]") throw new Error("Unterminated dictionary in a content stream");
        entries.push(token);
      }
      return { kind: "dict", entries };
    }
    if (char === ">" && bytes[i + 1] === 0x3e) {
      i += 2;
      return ">>";
    }
    if (char === "<") {
      const end = bytes.indexOf(0x3e, i);
      const hex = String.fromCharCode(...bytes.subarray(i + 1, end)).replace(/\s+/g, "");
      i = end + 1;
      return { kind: "string", value: hex.replace(/../g, (pair) => String.fromCharCode(parseInt(pair, 16))) };
    }
    if (char === "[") {
      i += 1;
      const items: Token[] = [];
      for (let token = readToken(); token !== "]"; token = readToken()) {
        if (token === null || token === ">>") throw new Error("Unterminated array in a content stream");
        items.push(token);
      }
      return { kind: "array", items };
    }
    if (char === "]") {
      i += 1;
      return "]";
    }
    if (DELIMITERS.has(bytes[i]!)) throw new Error(`Unexpected "${char}" in a content stream`);
    const word = readRegular();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: "number", value: Number(word) };
    if (word === "true" || word === "false") return { kind: "bool", value: word === "true" };
    if (word === "null") return { kind: "null" };
    if (word === "BI") throw new Error("Inline images are not expected in a print file");
    return { kind: "operator", value: word };
  }

  const tokens: Token[] = [];
  for (let token = readToken(); token !== null; token = readToken()) {
    if (token === "]" || token === ">>") throw new Error("Unbalanced ] or >> in a content stream");
    tokens.push(token);
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------------
// The interpreter

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function apply(m: Matrix, x: number, y: number): Point {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

type GraphicsState = {
  ctm: Matrix;
  lineWidth: number;
  strokeSpace: ColorSpaceInfo;
  fillSpace: ColorSpaceInfo;
  strokeColor: number[];
  fillColor: number[];
  strokeOverprint: boolean;
  fillOverprint: boolean;
  /** The clipping path set by W (page space; its subpaths as built, curves by their points), or none. */
  clip: Point[][] | null;
};

const PAINTS: Record<string, { stroke: boolean; fill: boolean }> = {
  S: { stroke: true, fill: false },
  s: { stroke: true, fill: false },
  f: { stroke: false, fill: true },
  F: { stroke: false, fill: true },
  "f*": { stroke: false, fill: true },
  B: { stroke: true, fill: true },
  "B*": { stroke: true, fill: true },
  b: { stroke: true, fill: true },
  "b*": { stroke: true, fill: true },
};

const IGNORED = new Set(
  "d j J M i ri BT ET Tc Tw Tz TL Tf Tr Ts Td TD Tm T* d0 d1 BDC BMC EMC MP DP BX EX W W*".split(" "),
);

/** The text a text-showing operator shows: its strings (a TJ array's, its kerning numbers skipped), WinAnsi-decoded. */
function decodeShownText(operands: Token[]): string {
  const strings = operands.flatMap((token) =>
    token.kind === "string"
      ? [token.value]
      : token.kind === "array"
        ? token.items.flatMap((item) => (item.kind === "string" ? [item.value] : []))
        : [],
  );
  const bytes = Uint8Array.from(strings.join(""), (char) => char.charCodeAt(0));
  return new TextDecoder("windows-1252").decode(bytes);
}

/** Parses a print file and follows one page's drawing (the first unless told). */
export async function readPrintPdf(bytes: Uint8Array, pageIndex = 0): Promise<PrintPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return interpretPage(doc, pageIndex);
}

/** Parses a print file (a print sheet: many pages) once and follows every page's drawing. */
export async function readPrintPdfPages(bytes: Uint8Array): Promise<PrintPdf[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((_, index) => interpretPage(doc, index));
}

/** The file's image XObjects, however many times each is drawn: each embedded image counts once. */
export function countImageXObjects(doc: PDFDocument): number {
  return doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) => object instanceof PDFStream && textOf(object.dict.lookup(PDFName.of("Subtype"))) === "Image",
    ).length;
}

function interpretPage(doc: PDFDocument, pageIndex: number): PrintPdf {
  const page = doc.getPage(pageIndex);
  const node = page.node;
  const resources = node.Resources();

  const info: Record<string, string> = {};
  const infoDict = doc.context.lookup(doc.context.trailerInfo.Info);
  if (infoDict instanceof PDFDict)
    for (const [key, value] of infoDict.entries()) {
      const text = textOf(doc.context.lookup(value));
      if (text !== null) info[key.decodeText()] = text;
    }

  const colorSpaceDict = resources?.lookup(PDFName.of("ColorSpace"));
  const colorSpaces: Record<string, ColorSpaceInfo> = {};
  if (colorSpaceDict instanceof PDFDict)
    for (const [key, value] of colorSpaceDict.entries()) colorSpaces[key.decodeText()] = describeColorSpace(doc, value);

  const resolveSpace = (name: string): ColorSpaceInfo => {
    if (name === "DeviceGray" || name === "DeviceRGB" || name === "DeviceCMYK" || name === "Pattern")
      return { family: name };
    const found = colorSpaces[name];
    if (!found) throw new Error(`The colour space /${name} is not among the page's resources`);
    return found;
  };

  const contents = node.Contents();
  const streams =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => doc.context.lookup(ref))
      : contents
        ? [contents]
        : [];
  const chunks = streams.map((stream) => {
    if (!(stream instanceof PDFRawStream)) throw new Error("A content stream pdf-lib did not read raw");
    return decodePDFRawStream(stream).decode();
  });
  const tokens = chunks.flatMap((chunk) => tokenize(chunk));

  const result: PrintPdf = {
    pageCount: doc.getPageCount(),
    mediaBox: numbersOf(node.lookupMaybe(PDFName.of("MediaBox"), PDFArray)),
    trimBox: numbersOf(node.lookupMaybe(PDFName.of("TrimBox"), PDFArray)),
    bleedBox: numbersOf(node.lookupMaybe(PDFName.of("BleedBox"), PDFArray)),
    info,
    colorSpaces,
    paints: [],
    images: [],
    texts: [],
    shadings: 0,
    forms: 0,
    unknownOperators: [],
  };

  let state: GraphicsState = {
    ctm: [1, 0, 0, 1, 0, 0],
    lineWidth: 1,
    strokeSpace: { family: "DeviceGray" },
    fillSpace: { family: "DeviceGray" },
    strokeColor: [0],
    fillColor: [0],
    strokeOverprint: false,
    fillOverprint: false,
    clip: null,
  };
  // W marks the path being built as the next clip; it takes effect when that path is ended (n or a paint).
  let pendingClip: Point[][] | null = null;
  const stack: GraphicsState[] = [];
  let subpaths: Point[][] = [];
  let construction: string[] = [];
  let order = 0;
  let operands: Token[] = [];
  const num = (index: number) => {
    const token = operands[index];
    if (token?.kind !== "number") throw new Error(`Expected a number operand, got ${JSON.stringify(token)}`);
    return token.value;
  };
  const lastName = () => {
    const token = operands.at(-1);
    if (token?.kind !== "name") throw new Error(`Expected a name operand, got ${JSON.stringify(token)}`);
    return token.value;
  };
  const current = () => {
    const path = subpaths.at(-1);
    if (!path) throw new Error("A path operator without a current point");
    return path;
  };

  for (const token of tokens) {
    if (token.kind !== "operator") {
      operands.push(token);
      continue;
    }
    const op = token.value;
    switch (op) {
      case "q":
        stack.push({ ...state });
        break;
      case "Q":
        state = stack.pop() ?? state;
        break;
      case "cm":
        state = { ...state, ctm: multiply([num(0), num(1), num(2), num(3), num(4), num(5)], state.ctm) };
        break;
      case "w":
        state = { ...state, lineWidth: num(0) };
        break;
      case "gs": {
        const states = resources?.lookup(PDFName.of("ExtGState"), PDFDict);
        const gs = states?.lookup(PDFName.of(lastName()), PDFDict);
        if (!gs) throw new Error(`The graphics state /${lastName()} is not among the page's resources`);
        const overprint = gs.lookup(PDFName.of("OP"));
        const fillOverprint = gs.lookup(PDFName.of("op"));
        const width = gs.lookup(PDFName.of("LW"));
        state = {
          ...state,
          // PDF 32000 8.6.7: without op, OP sets both.
          ...(overprint instanceof PDFBool
            ? { strokeOverprint: overprint.asBoolean(), fillOverprint: overprint.asBoolean() }
            : {}),
          ...(fillOverprint instanceof PDFBool ? { fillOverprint: fillOverprint.asBoolean() } : {}),
          ...(width instanceof PDFNumber ? { lineWidth: width.asNumber() } : {}),
        };
        break;
      }
      case "CS":
        state = { ...state, strokeSpace: resolveSpace(lastName()), strokeColor: [] };
        break;
      case "cs":
        state = { ...state, fillSpace: resolveSpace(lastName()), fillColor: [] };
        break;
      case "SC":
      case "SCN":
        state = { ...state, strokeColor: operands.filter((o) => o.kind === "number").map((o) => o.value) };
        break;
      case "sc":
      case "scn":
        state = { ...state, fillColor: operands.filter((o) => o.kind === "number").map((o) => o.value) };
        break;
      case "G":
      case "RG":
      case "K":
        state = {
          ...state,
          strokeSpace: { family: op === "G" ? "DeviceGray" : op === "RG" ? "DeviceRGB" : "DeviceCMYK" },
          strokeColor: operands.map((_, i) => num(i)),
        };
        break;
      case "g":
      case "rg":
      case "k":
        state = {
          ...state,
          fillSpace: { family: op === "g" ? "DeviceGray" : op === "rg" ? "DeviceRGB" : "DeviceCMYK" },
          fillColor: operands.map((_, i) => num(i)),
        };
        break;
      case "m":
        subpaths.push([apply(state.ctm, num(0), num(1))]);
        construction.push(op);
        break;
      case "l":
        current().push(apply(state.ctm, num(0), num(1)));
        construction.push(op);
        break;
      case "c":
        current().push(
          apply(state.ctm, num(0), num(1)),
          apply(state.ctm, num(2), num(3)),
          apply(state.ctm, num(4), num(5)),
        );
        construction.push(op);
        break;
      case "v":
      case "y":
        current().push(apply(state.ctm, num(0), num(1)), apply(state.ctm, num(2), num(3)));
        construction.push(op);
        break;
      case "re": {
        const [x, y, w, h] = [num(0), num(1), num(2), num(3)];
        subpaths.push([
          apply(state.ctm, x, y),
          apply(state.ctm, x + w, y),
          apply(state.ctm, x + w, y + h),
          apply(state.ctm, x, y + h),
        ]);
        construction.push(op);
        break;
      }
      case "h":
        construction.push(op);
        break;
      case "W":
      case "W*":
        pendingClip = subpaths.map((path) => [...path]);
        break;
      case "n":
        if (pendingClip) state = { ...state, clip: pendingClip };
        pendingClip = null;
        subpaths = [];
        construction = [];
        break;
      case "Tj":
      case "TJ":
      case "'":
      case '"':
        result.texts.push({
          operator: op,
          fillSpace: state.fillSpace,
          order: order++,
          text: decodeShownText(operands),
        });
        break;
      case "sh":
        result.shadings += 1;
        order += 1;
        break;
      case "Do": {
        const xobjects = resources?.lookup(PDFName.of("XObject"), PDFDict);
        const xobject = xobjects?.lookup(PDFName.of(lastName()));
        if (!(xobject instanceof PDFStream)) throw new Error(`The XObject /${lastName()} is not a stream`);
        const subtype = textOf(xobject.dict.lookup(PDFName.of("Subtype")));
        if (subtype === "Form") {
          result.forms += 1;
          order += 1;
          break;
        }
        const corners = [
          apply(state.ctm, 0, 0),
          apply(state.ctm, 1, 0),
          apply(state.ctm, 0, 1),
          apply(state.ctm, 1, 1),
        ];
        const xs = corners.map(([x]) => x);
        const ys = corners.map(([, y]) => y);
        const imageRef = xobjects?.get(PDFName.of(lastName()));
        result.images.push({
          name: lastName(),
          ref: imageRef instanceof PDFRef ? imageRef.toString() : null,
          widthPx: xobject.dict.lookup(PDFName.of("Width"), PDFNumber).asNumber(),
          heightPx: xobject.dict.lookup(PDFName.of("Height"), PDFNumber).asNumber(),
          colorSpace: textOf(xobject.dict.lookup(PDFName.of("ColorSpace"))) ?? "array",
          bitsPerComponent: xobject.dict.lookup(PDFName.of("BitsPerComponent"), PDFNumber).asNumber(),
          hasSoftMask: xobject.dict.has(PDFName.of("SMask")),
          rect: {
            x: Math.min(...xs),
            y: Math.min(...ys),
            width: Math.max(...xs) - Math.min(...xs),
            height: Math.max(...ys) - Math.min(...ys),
          },
          clip: state.clip,
          order: order++,
        });
        break;
      }
      default: {
        const paint = PAINTS[op];
        if (paint) {
          const [a, b, c, d] = state.ctm;
          result.paints.push({
            operator: op,
            ...paint,
            strokeSpace: paint.stroke ? state.strokeSpace : null,
            fillSpace: paint.fill ? state.fillSpace : null,
            strokeColor: paint.stroke ? state.strokeColor : null,
            fillColor: paint.fill ? state.fillColor : null,
            lineWidth: state.lineWidth * Math.sqrt(Math.abs(a * d - b * c)),
            strokeOverprint: state.strokeOverprint,
            fillOverprint: state.fillOverprint,
            subpaths,
            construction,
            order: order++,
          });
          subpaths = [];
          construction = [];
        } else if (!IGNORED.has(op)) result.unknownOperators.push(op);
      }
    }
    operands = [];
  }
  return result;
}

/** The box around points. */
export function boundsOf(points: Point[]): { minX: number; minY: number; maxX: number; maxY: number } {
  return {
    minX: Math.min(...points.map(([x]) => x)),
    minY: Math.min(...points.map(([, y]) => y)),
    maxX: Math.max(...points.map(([x]) => x)),
    maxY: Math.max(...points.map(([, y]) => y)),
  };
}

/** Whether a colour space is the Separation of the named colorant. */
export function isSeparation(space: ColorSpaceInfo | null, colorant: string): boolean {
  return space?.family === "Separation" && space.colorant === colorant;
}

/** Points along a painted path (curves sampled, the closing side included), at most `step` points apart. */
export function sampleOutline(paint: Paint, step = 0.5): Point[] {
  const samples: Point[] = [];
  let subpathIndex = -1;
  let cursor = 0;
  let start: Point = [0, 0];
  let previous: Point = [0, 0];
  const stepsOver = (...points: Point[]) => {
    let length = 0;
    for (let i = 1; i < points.length; i += 1)
      length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
    return Math.max(1, Math.ceil(length / step));
  };
  const lineTo = (to: Point) => {
    const steps = stepsOver(previous, to);
    for (let k = 1; k <= steps; k += 1)
      samples.push([
        previous[0] + ((to[0] - previous[0]) * k) / steps,
        previous[1] + ((to[1] - previous[1]) * k) / steps,
      ]);
    previous = to;
  };
  for (const op of paint.construction) {
    const subpath = paint.subpaths[subpathIndex] ?? [];
    if (op === "m") {
      subpathIndex += 1;
      start = paint.subpaths[subpathIndex]![0]!;
      previous = start;
      samples.push(start);
      cursor = 1;
    } else if (op === "l") {
      lineTo(subpath[cursor]!);
      cursor += 1;
    } else if (op === "c") {
      const p0 = previous;
      const [p1, p2, p3] = [subpath[cursor]!, subpath[cursor + 1]!, subpath[cursor + 2]!];
      const steps = stepsOver(p0, p1, p2, p3);
      for (let k = 1; k <= steps; k += 1) {
        const t = k / steps;
        const u = 1 - t;
        const at = (i: 0 | 1) => u * u * u * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t * t * t * p3[i];
        samples.push([at(0), at(1)]);
      }
      previous = p3;
      cursor += 3;
    } else if (op === "h") lineTo(start);
    else throw new Error(`Unexpected path operator ${op}`);
  }
  return samples;
}

/**
 * Whether a point lies within `distance` of any of `points`, answered from a grid of `distance`-sized cells
 * (a page's sampled cut lines against a plate's inked pixels: thousands against thousands).
 */
export function indexNearness(points: Point[], distance: number): (point: Point) => boolean {
  const cellOf = (value: number) => Math.floor(value / distance);
  const grid = new Map<string, Point[]>();
  for (const point of points) {
    const key = `${cellOf(point[0])},${cellOf(point[1])}`;
    grid.set(key, [...(grid.get(key) ?? []), point]);
  }
  return ([x, y]) => {
    for (let dx = -1; dx <= 1; dx += 1)
      for (let dy = -1; dy <= 1; dy += 1)
        for (const [px, py] of grid.get(`${cellOf(x) + dx},${cellOf(y) + dy}`) ?? [])
          if (Math.hypot(x - px, y - py) <= distance) return true;
    return false;
  };
}
