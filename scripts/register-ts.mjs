// `node --import ./scripts/register-ts.mjs …`: the shop's TypeScript sources importable as they are (scripts/ts-hooks.mjs), for
// processes that run lib/ unbundled: the bench's die-cut figures, and the outline tracer's worker thread
// under jest (lib/die-cut/trace-off-thread.ts).
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
