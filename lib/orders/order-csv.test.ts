import { parse } from "csv-parse/sync";
import {
  formatCsvDateTime,
  ORDER_CSV_HEADER,
  orderCsvFileName,
  orderCsvHeaderLine,
  orderToCsvRow,
  stringifyCsvRows,
  type OrderCsvSource,
} from "./order-csv";

const LA = "America/Los_Angeles";

const ORDER: OrderCsvSource = {
  orderNumber: "#42-112126",
  customerName: "Ada Lovelace",
  customerEmail: "ada@example.com",
  customerPhone: "702-555-0100",
  companyName: "Analytical Engines",
  shippingAddress: "1 Main St",
  shippingCity: "Reno",
  shippingState: "NV",
  shippingZip: "89501",
  shippingCountry: "United States",
  designId: 7,
  sizeId: 3,
  sizeName: '3" circle',
  stickerType: "circle",
  widthInches: 3,
  heightInches: 3,
  materialName: "Holographic",
  finishName: "Matte laminate",
  quantity: 100,
  totalPrice: "92.00",
  couponCode: "SAVE10",
  discountAmount: "10.22",
  status: "paid",
  additionalNotes: "Leave at the door",
  createdAt: "2026-11-22T03:05:09.000Z", // 19:05:09 on the 21st in Las Vegas
  amountMismatch: null,
  testPayment: false,
  carrier: null,
  trackingNumber: null,
  proofState: "none",
};

describe("ORDER_CSV_HEADER", () => {
  // The spec's header, unchanged, then the columns the spec does not have (added at the end on purpose:
  // Payment Mismatch, then Test Payment, the mark of orders paid in the built-in test mode, then the
  // shipment's Carrier and Tracking Number, then the proof's state, then the sticker's shape and size).
  it("is the spec's header row followed by Payment Mismatch, Test Payment, Carrier, Tracking Number, Proof, Shape, Width and Height, quoted", () => {
    expect(ORDER_CSV_HEADER).toEqual([
      "Order ID",
      "Customer Name",
      "Customer Email",
      "Customer Phone",
      "Company",
      "Shipping Address",
      "City",
      "State",
      "ZIP",
      "Country",
      "Design ID",
      "Size",
      "Quantity",
      "Total Price",
      "Coupon",
      "Discount",
      "Status",
      "Notes",
      "Created",
      "Payment Mismatch",
      "Test Payment",
      "Carrier",
      "Tracking Number",
      "Proof",
      "Shape",
      "Width (in)",
      "Height (in)",
      "Material",
      "Finish",
    ]);
    expect(orderCsvHeaderLine()).toBe(`${ORDER_CSV_HEADER.map((name) => `"${name}"`).join(",")}\r\n`);
  });
});

describe("orderToCsvRow", () => {
  it("maps an order in header order, with the order number, decimal money and the shop's local time", () => {
    expect(orderToCsvRow(ORDER, LA)).toEqual([
      "#42-112126",
      "Ada Lovelace",
      "ada@example.com",
      "702-555-0100",
      "Analytical Engines",
      "1 Main St",
      "Reno",
      "NV",
      "89501",
      "United States",
      "7",
      '3" circle',
      "100",
      "92.00",
      "SAVE10",
      "10.22",
      "paid",
      "Leave at the door",
      "2026-11-21 19:05:09",
      "",
      "",
      "",
      "",
      "No proof yet",
      "circle",
      "3",
      "3",
      "Holographic",
      "Matte laminate",
    ]);
  });

  it("marks an order paid in the built-in test mode in the Test Payment column", () => {
    expect(orderToCsvRow({ ...ORDER, testPayment: true }, LA)[ORDER_CSV_HEADER.indexOf("Test Payment")]).toBe("test");
  });

  it("names the carrier and the tracking number of a shipped order in their two columns", () => {
    const shipment = (row: string[]) =>
      row.slice(ORDER_CSV_HEADER.indexOf("Carrier"), ORDER_CSV_HEADER.indexOf("Proof"));
    expect(shipment(orderToCsvRow({ ...ORDER, carrier: "fedex", trackingNumber: "4490 4430" }, LA))).toEqual([
      "FedEx",
      "4490 4430",
    ]);
    expect(shipment(orderToCsvRow({ ...ORDER, carrier: "other", trackingNumber: null }, LA))).toEqual(["Other", ""]);
  });

  it.each([
    ["none", "No proof yet"],
    ["sent", "Proof sent"],
    ["approved", "Approved"],
    ["changes_requested", "Changes requested"],
  ] as const)("writes proof state %s as %p in the column Proof", (proofState, label) => {
    const row = orderToCsvRow({ ...ORDER, proofState }, LA);
    expect(row).toHaveLength(ORDER_CSV_HEADER.length);
    expect(row[ORDER_CSV_HEADER.indexOf("Proof")]).toBe(label);
  });

  it("writes the sticker's shape and finished size after the proof (a die-cut's follow its cut line)", () => {
    const row = orderToCsvRow(
      {
        ...ORDER,
        sizeId: null,
        sizeName: 'Die-cut 3" × 2.41"',
        stickerType: "die-cut",
        widthInches: 3,
        heightInches: 2.41,
      },
      LA,
    );
    expect(row.slice(ORDER_CSV_HEADER.indexOf("Shape"), ORDER_CSV_HEADER.indexOf("Height (in)") + 1)).toEqual([
      "die-cut",
      "3",
      "2.41",
    ]);
    expect(row[ORDER_CSV_HEADER.indexOf("Size")]).toBe('Die-cut 3" × 2.41"');
  });

  it("names a payment whose provider amount differs from its total in the Payment Mismatch column", () => {
    const mismatch = {
      providerAmount: "50.00",
      providerCurrency: "usd",
      paymentTotal: "60.00",
      paymentCurrency: "usd",
    };
    expect(
      orderToCsvRow({ ...ORDER, amountMismatch: mismatch }, LA)[ORDER_CSV_HEADER.indexOf("Payment Mismatch")],
    ).toBe("Provider 50.00 USD, payment 60.00 USD");
  });

  it("shows absent optional values as empty cells and an unknown size by its id", () => {
    const row = orderToCsvRow(
      { ...ORDER, companyName: null, couponCode: null, additionalNotes: null, sizeName: null },
      LA,
    );
    expect(row[4]).toBe("");
    expect(row[11]).toBe("Size ID: 3");
    expect(row[14]).toBe("");
    expect(row[17]).toBe("");
    expect(row).toHaveLength(ORDER_CSV_HEADER.length);
  });

  it.each([
    ["customerName", '=HYPERLINK("http://x","y")', 1],
    ["customerEmail", "@cmd", 2],
    ["customerPhone", "+1 702-555-0100", 3],
    ["companyName", "-2", 4],
    ["shippingAddress", "\t1 Main St", 5],
    ["shippingCity", "\rReno", 6],
    ["couponCode", "=SUM(A1)", 14],
    ["additionalNotes", "+cmd|' /C calc'!A0", 17],
  ] as const)("neutralises a formula-like %s", (field, value, column) => {
    expect(orderToCsvRow({ ...ORDER, [field]: value }, LA)[column]).toBe(`'${value}`);
  });
});

describe("stringifyCsvRows", () => {
  it.each([
    [[["a", "b"]], '"a","b"\r\n'],
    [[["", "x"]], '"","x"\r\n'],
    [[['say "hi"', "a,b"]], '"say ""hi""","a,b"\r\n'],
    [[["line 1\nline 2", "x"]], '"line 1\nline 2","x"\r\n'],
    [[["1"], ["2"]], '"1"\r\n"2"\r\n'],
    [[], ""],
  ])("quotes every value of %j (RFC 4180)", (rows, expected) => {
    expect(stringifyCsvRows(rows)).toBe(expected);
  });

  it("parses back into the same values", () => {
    const rows = [
      orderToCsvRow(
        { ...ORDER, customerName: 'Smith, "Jr"\r\nSecond line', additionalNotes: "=1+1", customerPhone: "+1" },
        LA,
      ),
      orderToCsvRow(ORDER, LA),
    ];
    const text = orderCsvHeaderLine() + stringifyCsvRows(rows);
    expect(parse(text)).toEqual([[...ORDER_CSV_HEADER], ...rows]);
    expect(rows[0]?.[1]).toBe('Smith, "Jr"\r\nSecond line');
    expect(rows[0]?.[17]).toBe("'=1+1");
  });
});

describe("formatCsvDateTime", () => {
  it.each([
    ["2026-11-22T03:05:09.000Z", LA, "2026-11-21 19:05:09"],
    ["2026-07-01T07:00:00.000Z", LA, "2026-07-01 00:00:00"], // daylight saving time: UTC-7
    ["2026-01-05T08:00:00.000Z", LA, "2026-01-05 00:00:00"], // standard time: UTC-8
    ["2026-01-05T08:00:00.000Z", "UTC", "2026-01-05 08:00:00"],
    ["2026-12-31T23:59:59.999Z", "UTC", "2026-12-31 23:59:59"],
  ])("%s in %s is %s", (instant, timeZone, expected) => {
    expect(formatCsvDateTime(instant, timeZone)).toBe(expected);
  });

  it("refuses an invalid date", () => {
    expect(() => formatCsvDateTime("not a date", LA)).toThrow(RangeError);
  });
});

describe("orderCsvFileName", () => {
  it.each([
    [false, "2026-11-22T03:00:00Z", LA, "orders-2026-11-21.csv"],
    [true, "2026-11-22T03:00:00Z", LA, "archived-orders-2026-11-21.csv"],
    [false, "2026-11-22T03:00:00Z", "UTC", "orders-2026-11-22.csv"],
    [true, "2026-03-09T12:00:00Z", LA, "archived-orders-2026-03-09.csv"],
  ])("archived=%s at %s in %s is %s", (archived, now, timeZone, expected) => {
    expect(orderCsvFileName(archived, new Date(now), timeZone)).toBe(expected);
  });
});
