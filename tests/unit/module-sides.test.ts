import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// The side a module runs on is visible from its place: `lib/client/` is browser-only, a module with
// `import "server-only"` is server-only, every other module in lib/ is shared and touches neither.
const root = path.resolve(__dirname, "../..");

function listSources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(path.join("lib", "db", "generated")));
}

const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const isServerOnly = (source: string) => /^import "server-only";/m.test(source);
const BROWSER_GLOBALS = /\b(window|document|localStorage|sessionStorage|XMLHttpRequest)\./;
const libFiles = listSources("lib");
const clientFiles = libFiles.filter((file) => file.startsWith(path.join("lib", "client") + path.sep));

// Type-only imports vanish at build time, so a browser module may name a server type.
function importedLibModules(source: string): string[] {
  return [...source.matchAll(/^(import|export)(?! type)[^;]*?from "@\/(lib\/[^"]+)"/gms)].map(
    (match) => match[2] as string,
  );
}

function resolveModule(specifier: string): string | undefined {
  return libFiles.find((file) => file === `${specifier}.ts` || file === `${specifier}.tsx`);
}

describe("module sides", () => {
  it("finds the browser-only modules", () => {
    expect(clientFiles.length).toBeGreaterThanOrEqual(4);
  });

  it.each(clientFiles)("%s never imports a server-only module", (file) => {
    const source = read(file);
    expect(isServerOnly(source)).toBe(false);
    for (const specifier of importedLibModules(source)) {
      const target = resolveModule(specifier);
      if (target)
        expect({ file, imports: target, serverOnly: isServerOnly(read(target)) }).toEqual({
          file,
          imports: target,
          serverOnly: false,
        });
    }
  });

  it("keeps browser globals inside lib/client", () => {
    const outside = libFiles.filter((file) => !clientFiles.includes(file) && BROWSER_GLOBALS.test(read(file)));
    expect(outside).toEqual([]);
  });

  it("keeps shared modules free of server-only imports and Node built-ins", () => {
    const shared = libFiles.filter((file) => !clientFiles.includes(file) && !isServerOnly(read(file)));
    const offenders = shared.flatMap((file) => {
      const source = read(file);
      const serverImports = importedLibModules(source).filter((specifier) => {
        const target = resolveModule(specifier);
        return target !== undefined && isServerOnly(read(target));
      });
      const builtins = [...source.matchAll(/^import(?! type)[^;]*?from "(node:[^"]+)"/gms)].map((match) => match[1]);
      return [...serverImports, ...builtins].map((imported) => `${file} imports ${imported}`);
    });
    expect(offenders).toEqual([]);
  });

  it("keeps lib/client out of server-only modules", () => {
    const offenders = libFiles.filter((file) => isServerOnly(read(file)) && /from "@\/lib\/client\//.test(read(file)));
    expect(offenders).toEqual([]);
  });
});
