import { z } from "zod";

// The schemas in lib/validation also run in the browser (checkout and admin forms). There zod's
// object parser probes for `new Function` support to compile a faster parser; our Content-Security-Policy
// forbids eval, so the probe is blocked and Chrome reports a CSP violation on every page that loads a
// schema, even though zod catches the error. Browsers parse a handful of fields, so zod's plain
// interpreter is used there; the server keeps the compiled parser.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
