// Preloaded (node --import) into the shop server of the Blob e2e: its SDK reads blob content from
// https://<store>.<access>.blob.vercel-storage.com, which does not follow VERCEL_BLOB_API_URL, so those
// reads go to the Blob stand-in at E2E_BLOB_STORE_ORIGIN instead (as redirectBlobStoreHostsTo does in jest).
import { getGlobalDispatcher, setGlobalDispatcher } from "undici";

const origin = process.env.E2E_BLOB_STORE_ORIGIN;
if (origin) {
  setGlobalDispatcher(
    getGlobalDispatcher().compose((dispatch) => (options, handler) => {
      const isStoreHost = new URL(String(options.origin)).hostname.endsWith(".blob.vercel-storage.com");
      return dispatch(isStoreHost ? { ...options, origin } : options, handler);
    }),
  );
}
