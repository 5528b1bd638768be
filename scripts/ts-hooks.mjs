// Module hooks (node:module register) that let a bench process import the shop's TypeScript sources as
// they are, for the figures that measure a library function rather than an HTTP route (the die-cut
// figures): `.ts` files are transpiled with the project's own TypeScript (types erased, nothing
// checked), `@/…` resolves from the repository root as in tsconfig.json, extensionless relative imports
// find their `.ts` file, and `server-only` (which throws outside React's server bundles) is an empty
// module, as tests/setup/server-only-stub.ts makes it for jest. A package's file named without its
// extension (`next/server`, as bundlers allow) is found with `.js`.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
const EMPTY_MODULE = "data:text/javascript,export {};";
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The TypeScript file a specifier names without its extension, or null. */
function findSource(base) {
  if (isFile(base) && /\.(m?js|ts|tsx|json)$/.test(base)) return base;
  for (const extension of EXTENSIONS) if (isFile(base + extension)) return base + extension;
  return null;
}

/**
 * Packages resolved to their package.json "module" entry, as the bundlers the shop is built with (Next)
 * resolve them: their "main" is a UMD build that Node's ES module loader, in a "type": "module" package,
 * runs without exporting anything. Named one by one, so no other package's resolution changes here.
 */
const MODULE_ENTRY_PACKAGES = new Set(["maxrects-packer"]);

function preferModuleEntry(specifier, resolved) {
  if (!MODULE_ENTRY_PACKAGES.has(specifier) || !resolved.url?.startsWith("file:")) return resolved;
  let folder = path.dirname(fileURLToPath(resolved.url));
  while (folder !== path.dirname(folder)) {
    const manifest = path.join(folder, "package.json");
    if (isFile(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, "utf8"));
      if (pkg.name !== specifier || !pkg.module || pkg.exports) return resolved;
      return { url: pathToFileURL(path.join(folder, pkg.module)).href, format: "module", shortCircuit: true };
    }
    folder = path.dirname(folder);
  }
  return resolved;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: EMPTY_MODULE, shortCircuit: true };
  const fromSource = context.parentURL?.startsWith("file:") && /\.tsx?$/.test(context.parentURL);
  let base = null;
  if (specifier.startsWith("@/")) base = path.join(ROOT, specifier.slice(2));
  else if (fromSource && (specifier.startsWith("./") || specifier.startsWith("../")))
    base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
  if (base) {
    const found = findSource(base);
    if (found) return { url: pathToFileURL(found).href, shortCircuit: true };
  }
  try {
    return preferModuleEntry(specifier, await nextResolve(specifier, context));
  } catch (error) {
    const bareDeepImport = !specifier.startsWith(".") && specifier.includes("/") && !path.extname(specifier);
    if (error?.code !== "ERR_MODULE_NOT_FOUND" || !bareDeepImport) throw error;
    return nextResolve(`${specifier}.js`, context);
  }
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith("file:") || !/\.tsx?$/.test(url)) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      esModuleInterop: true,
      sourceMap: false,
    },
  });
  return { format: "module", source: outputText, shortCircuit: true };
}
