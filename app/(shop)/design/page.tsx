import StickerDesignPage from "../stickers/page";

// /design is a registered alias of the design tool (decisions: "/design shows the same design tool").
export const dynamic = "force-dynamic";
export { metadata } from "../stickers/page";

export default StickerDesignPage;
