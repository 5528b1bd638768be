import { ApiError } from "@/lib/api/errors";
import { prisma } from "@/lib/db/client";
import { decodeWorkingCopy } from "@/lib/die-cut/decode-working-copy";
import { GeometryTimeoutError } from "@/lib/die-cut/geometry-errors";
import { traceWorkingCopyOffThread } from "@/lib/die-cut/trace-off-thread";
import type { DesignStorage } from "@/lib/designs/storage/design-storage";
import { DIE_CUT_MESSAGES } from "./die-cut-refusals";
import { outlineOf } from "./outline-of-rectangles";
import { readDesignOutline } from "./read-design-outline";

jest.mock("@/lib/db/client", () => ({ prisma: { design: { update: jest.fn() } } }));
jest.mock("@/lib/die-cut/decode-working-copy", () => ({ decodeWorkingCopy: jest.fn() }));
jest.mock("@/lib/die-cut/trace-off-thread", () => ({ traceWorkingCopyOffThread: jest.fn() }));

const update = jest.mocked(prisma.design.update);
const decode = jest.mocked(decodeWorkingCopy);
const trace = jest.mocked(traceWorkingCopyOffThread);
const storage = { read: jest.fn(async () => Buffer.from("png")) } as unknown as DesignStorage;
const traced = outlineOf([0, 0, 60, 60]);
const copy = { data: new Uint8Array(4), width: 1, height: 1, channels: 4, imageWidth: 1, imageHeight: 1 };

let fileNumber = 0;
const untraced = () => ({ id: 7, filename: `untraced-${++fileNumber}.png`, outline: null });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

beforeEach(() => {
  update.mockReset();
  decode.mockReset().mockResolvedValue(copy);
  trace.mockReset().mockResolvedValue(traced);
});

describe("readDesignOutline", () => {
  it("reads the stored outline without tracing", async () => {
    await expect(readDesignOutline({ ...untraced(), outline: JSON.stringify(traced) }, "a", storage)).resolves.toEqual(
      traced,
    );
    expect(trace).not.toHaveBeenCalled();
  });

  it("traces a design without one in the pool for the caller, once for every size asked at once, and keeps it", async () => {
    const design = untraced();
    const outlines = await Promise.all([1, 2, 3].map(() => readDesignOutline(design, "session-a", storage)));
    outlines.forEach((outline) => expect(outline).toEqual(traced));
    expect(trace).toHaveBeenCalledTimes(1);
    expect(trace).toHaveBeenCalledWith(copy, "session-a");
    expect(update).toHaveBeenCalledWith({ where: { id: 7 }, data: { outline: JSON.stringify(traced) } });
  });

  it("keeps a refusal the trace answers, and answers 422 with the reason", async () => {
    const refused = {
      version: 1,
      refused: "too-many-pieces",
      width: 9,
      height: 9,
      imageWidth: 9,
      imageHeight: 9,
    } as const;
    trace.mockResolvedValue(refused);
    const failure = await failureOf(readDesignOutline(untraced(), "a", storage));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, message: DIE_CUT_MESSAGES["too-many-pieces"] });
    expect(update).toHaveBeenCalledWith({ where: { id: 7 }, data: { outline: JSON.stringify(refused) } });
  });

  it("answers a trace past its time limit with 422 'too intricate' for every size, without tracing again", async () => {
    const design = untraced();
    trace.mockRejectedValue(new GeometryTimeoutError("running", 10_000));
    for (let ask = 0; ask < 3; ask++)
      expect(await failureOf(readDesignOutline(design, "a", storage))).toMatchObject({
        status: 422,
        message: DIE_CUT_MESSAGES["too-intricate"],
      });
    expect(trace).toHaveBeenCalledTimes(1);
    expect(decode).toHaveBeenCalledTimes(1);
    expect(update).not.toHaveBeenCalled();
  });

  it("passes on a busy pool as it is, and traces again on the next ask", async () => {
    const design = untraced();
    const busy = new GeometryTimeoutError("queued", 20_000);
    trace.mockRejectedValueOnce(busy);
    expect(await failureOf(readDesignOutline(design, "a", storage))).toBe(busy);
    await expect(readDesignOutline(design, "a", storage)).resolves.toEqual(traced);
    expect(trace).toHaveBeenCalledTimes(2);
  });
});
