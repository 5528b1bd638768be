// Preloaded (node --import) into the rehearsal's server. On Vercel a route's request.url is the deployment's
// own https:// address, which a function can call (a print-sheet run that runs out of time starts the next
// one so: lib/print-sheets/continue-print-sheets.ts). Under `next start` behind the rehearsal's edge (which
// sets x-forwarded-proto: https, as Vercel's does), request.url is https://localhost:<port>, and nothing on
// this machine's loopback speaks TLS: Vercel's edge terminates it. So https:// calls to a loopback host go
// over plain http to the same port, the rehearsal's stand-in for that termination.
import { getGlobalDispatcher, setGlobalDispatcher } from "undici";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

setGlobalDispatcher(
  getGlobalDispatcher().compose((dispatch) => (options, handler) => {
    const target = new URL(String(options.origin));
    if (target.protocol !== "https:" || !LOOPBACK.has(target.hostname)) return dispatch(options, handler);
    target.protocol = "http:";
    return dispatch({ ...options, origin: target.origin }, handler);
  }),
);
