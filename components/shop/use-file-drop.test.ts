import { acceptAttribute, isAcceptedFile, sortFiles } from "./use-file-drop";

const ACCEPT = acceptAttribute({ "image/png": [".png"], "image/jpeg": [".jpg", ".jpeg"] });
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("use-file-drop helpers", () => {
  it("builds the input's accept attribute from MIME types and extensions", () => {
    expect(ACCEPT).toBe("image/png,.png,image/jpeg,.jpg,.jpeg");
  });

  it.each([
    ["art.png", "image/png", true],
    ["ART.PNG", "", true], // no MIME type from the browser: the extension decides
    ["photo.jpeg", "image/jpeg", true],
    ["photo.JPG", "application/octet-stream", true],
    ["vector.svg", "image/svg+xml", false],
    ["notes.txt", "text/plain", false],
    ["archive.png.zip", "application/zip", false],
  ])("%s (%s) accepted: %s", (name, type, accepted) => {
    expect(isAcceptedFile(file(name, type), ACCEPT)).toBe(accepted);
  });

  it("accepts a type/* wildcard", () => {
    expect(isAcceptedFile(file("x.webp", "image/webp"), "image/*")).toBe(true);
    expect(isAcceptedFile(file("x.txt", "text/plain"), "image/*")).toBe(false);
  });

  it("sorts one good file, refuses wrong type and too large with react-dropzone's messages", () => {
    expect(sortFiles([file("a.png", "image/png")], ACCEPT, 100)).toEqual({
      accepted: [expect.any(File)],
      rejected: [],
    });
    const { accepted, rejected } = sortFiles([file("a.txt", "text/plain", 200)], ACCEPT, 100);
    expect(accepted).toEqual([]);
    expect(rejected[0]?.errors).toEqual([
      { code: "file-invalid-type", message: "File type must be one of image/png, .png, image/jpeg, .jpg, .jpeg" },
      { code: "file-too-large", message: "File is larger than 100 bytes" },
    ]);
  });

  it("refuses every file when more than one would be accepted", () => {
    const { accepted, rejected } = sortFiles([file("a.png", "image/png"), file("b.jpg", "image/jpeg")], ACCEPT, 100);
    expect(accepted).toEqual([]);
    expect(rejected.map((rejection) => rejection.errors[0]?.code)).toEqual(["too-many-files", "too-many-files"]);
  });
});
