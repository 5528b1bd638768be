// A second, independent reader of print files, as a print shop's RIP reads them: Ghostscript's
// separations device (Debian's `ghostscript`: one plate per colorant, named after it, as print-and-cut
// software sees a spot colour) and `qpdf --check` (the file's structure and streams). .ci/run installs both.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";

const run = promisify(execFile);

/** One colorant's plate: ink coverage per pixel, 0 (none) to 255 (full), row by row from the page's top. */
export type Plate = { width: number; height: number; ink: Uint8Array };

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "print-file-rip-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `gs -sDEVICE=tiffsep` at `dpi`: every plate Ghostscript writes, by colorant name ("Cyan", …,
 * "CutContour"). Its separation files are greyscale with 0 for full ink; the ink here is inverted to 0–255.
 */
export async function separatePlates(
  pdf: Uint8Array,
  dpi = 72,
  { lastPage }: { lastPage?: number } = {},
): Promise<Record<string, Plate>> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "print.pdf");
    await writeFile(file, pdf);
    await run("gs", [
      "-q",
      "-dSAFER",
      "-dBATCH",
      "-dNOPAUSE",
      "-sDEVICE=tiffsep",
      `-r${dpi}`,
      ...(lastPage ? [`-dLastPage=${lastPage}`] : []), // a long sheet: its first pages suffice
      `-sOutputFile=${path.join(dir, "p.tif")}`,
      file,
    ]);
    const plates: Record<string, Plate> = {};
    for (const name of await readdir(dir)) {
      const match = /^p\((.+)\)\.tif$/.exec(name);
      if (!match) continue;
      const { data, info } = await sharp(path.join(dir, name)).raw().toBuffer({ resolveWithObject: true });
      const ink = new Uint8Array(info.width * info.height);
      for (let i = 0; i < ink.length; i += 1) ink[i] = 255 - (data[i * info.channels] as number);
      plates[match[1] as string] = { width: info.width, height: info.height, ink };
    }
    return plates;
  });
}

/** `gs -sDEVICE=png16m` at `dpi`: the page as printed, RGB pixels row by row. */
export async function renderPage(pdf: Uint8Array, dpi = 72): Promise<{ width: number; height: number; rgb: Buffer }> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "print.pdf");
    await writeFile(file, pdf);
    const output = path.join(dir, "page.png");
    await run("gs", [
      "-q",
      "-dSAFER",
      "-dBATCH",
      "-dNOPAUSE",
      "-sDEVICE=png16m",
      `-r${dpi}`,
      `-sOutputFile=${output}`,
      file,
    ]);
    const { data, info } = await sharp(output).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, rgb: data };
  });
}

/** `qpdf --check`: its exit code and what it printed (an error or warning exits non-zero). */
export async function checkWithQpdf(pdf: Uint8Array): Promise<{ code: number; stdout: string; stderr: string }> {
  return withTempDir(async (dir) => {
    const file = path.join(dir, "print.pdf");
    await writeFile(file, pdf);
    try {
      const { stdout, stderr } = await run("qpdf", ["--check", file]);
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      if (typeof failed.code !== "number") throw error; // qpdf itself missing: the test must fail, not pass
      return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
    }
  });
}
