import { RequestError } from "@/lib/client/request-json";
import { errorMessage, fileNameFromDisposition } from "./admin-api";

describe("fileNameFromDisposition", () => {
  it("reads plain, quoted and RFC 5987 file names", () => {
    expect(fileNameFromDisposition('attachment; filename="orders-2026-11-21.csv"')).toBe("orders-2026-11-21.csv");
    expect(fileNameFromDisposition("attachment; filename=archived-orders-2026-11-21.csv")).toBe(
      "archived-orders-2026-11-21.csv",
    );
    expect(fileNameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''orders%20today.csv")).toBe(
      "orders today.csv",
    );
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe(".._.._etc_passwd");
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("inline")).toBeNull();
  });
});

describe("errorMessage", () => {
  it("prefers the server's message and falls back for empty, JSON, HTML and network failures", () => {
    expect(errorMessage(new RequestError(409, "Coupon code already exists"), "Failed")).toBe(
      "Coupon code already exists",
    );
    expect(errorMessage(new RequestError(500, "Request failed (500)"), "Failed")).toBe("Failed");
    expect(errorMessage(new RequestError(500, "{}"), "Failed")).toBe("Failed");
    expect(errorMessage(new RequestError(502, "<html>Bad gateway</html>"), "Failed")).toBe("Failed");
    expect(errorMessage(new TypeError("Failed to fetch"), "Failed")).toBe("Failed");
  });
});
