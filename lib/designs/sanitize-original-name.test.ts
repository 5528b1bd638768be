import { sanitizeOriginalName } from "./sanitize-original-name";

describe("sanitizeOriginalName", () => {
  it.each([
    ["My Design.png", "My Design.png"],
    ["../../etc/passwd.png", "passwd.png"],
    ["C:\\Users\\me\\Desktop\\logo.jpg", "logo.jpg"],
    ["/absolute/path/art.jpeg", "art.jpeg"],
    ["line\r\nbreak\u0000.png", "linebreak.png"],
    ["evil\u202egnp.exe", "evilgnp.exe"],
    ["zero\u200bwidth\ufeff.png", "zerowidth.png"],
    ["  spaced  .png  ", "spaced  .png"],
    ["e\u0301te\u0301.png", "été.png"],
  ])("%j becomes %j", (input, expected) => {
    expect(sanitizeOriginalName(input, "png")).toBe(expected);
  });

  it.each(["", "   ", "..", "folder/", "\u0000\u0001", "a/b/.."])("falls back to a neutral name for %j", (input) => {
    expect(sanitizeOriginalName(input, "jpg")).toBe("design.jpg");
  });

  it("cuts long names to 255 characters and keeps the extension", () => {
    const result = sanitizeOriginalName(`${"a".repeat(400)}.jpeg`, "jpg");
    expect(Array.from(result)).toHaveLength(255);
    expect(result.endsWith("a.jpeg")).toBe(true);
  });

  it("counts characters, not UTF-16 units, and never splits an emoji", () => {
    const result = sanitizeOriginalName(`${"😀".repeat(300)}.png`, "png");
    expect(Array.from(result)).toHaveLength(255);
    expect(result).toBe(`${"😀".repeat(251)}.png`);
  });

  it("keeps a 255-character name as it is", () => {
    const name = `${"b".repeat(251)}.png`;
    expect(sanitizeOriginalName(name, "png")).toBe(name);
  });
});
