import { buildPrintFileName } from "./build-print-file-name";

describe("buildPrintFileName", () => {
  it.each([
    [
      { orderNumber: "#12-112626", shape: "die-cut", widthInches: 3, heightInches: 2.41 },
      "order-12-112626-die-cut-3x2.41in.pdf",
    ],
    [{ orderNumber: "#7-1526", shape: "circle", widthInches: 3, heightInches: 3 }, "order-7-1526-circle-3x3in.pdf"],
    [
      { orderNumber: "#3-11126", shape: "square", widthInches: 2.5, heightInches: 4 },
      "order-3-11126-square-2.5x4in.pdf",
    ],
    [
      { orderNumber: '#1"; x', shape: 'sq"uare', widthInches: 0.1 + 0.2, heightInches: 1 },
      "order-1x-square-0.3x1in.pdf",
    ],
  ])("%o → %s", (order, name) => {
    expect(buildPrintFileName(order)).toBe(name);
  });
});
