import { Limiter } from "./limiter";

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("Limiter", () => {
  it("never runs more than its limit at once, and runs every task", async () => {
    const limiter = new Limiter(3);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        limiter.run(async () => {
          running += 1;
          peak = Math.max(peak, running);
          await tick();
          await tick();
          running -= 1;
          return index;
        }),
      ),
    );
    expect(peak).toBe(3);
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it("frees the slot of a failed task", async () => {
    const limiter = new Limiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limiter.run(async () => "next")).resolves.toBe("next");
  });

  it("refuses a limit below one", () => {
    expect(() => new Limiter(0)).toThrow();
  });
});
