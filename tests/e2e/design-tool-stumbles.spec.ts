// #34 in the shopper's browser, at a laptop's and a phone's width: (1) a size the shop does not cut (3.1,
// 0.5, 12.1, nothing) never leaves the die-cut preview "Drawing the cut line…" with no request on its
// way; the field names the one rule the value breaks, and a good size after it draws again; the custom
// sizes of squares and circles say the same. (5) A near-white PNG behind a transparent hairline is trimmed
// as a JPEG on white is; a photo is cut as a rounded rectangle and the shopper is told why. (6) A
// rectangle's preview shows the dashed safe line 1/16" inside the cut, named, and the notes say so.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { expectNoSeriousViolations } from "./support/axe";
import { chooseDesignFile } from "./support/shop";

// Real clip art with a transparent background (lib/die-cut/__fixtures__/README.md).
const DOLPHIN = path.resolve("lib/die-cut/__fixtures__/dolphin_enrique_meza_c_01.png");
const FOLLOWS_EDGE_NOTE = "This image has no transparent or plain background, so it is cut as a rounded rectangle";
const SAFE_NOTE = 'Keep text and important details inside the dashed safe line, 1/16" inside the cut.';

const VIEWPORTS = [
  { width: 1366, height: 900 },
  { width: 375, height: 812 },
];

test.beforeEach(async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => window.localStorage.clear());
});

/** Every cut-line request the page makes from now on. */
function countCutLineRequests(page: Page): { readonly count: number } {
  const seen = { count: 0 };
  page.on("request", (request) => {
    if (request.url().includes("/cut-line")) seen.count += 1;
  });
  return seen;
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto("/stickers");
  await chooseDesignFile(page, file);
  await expect(page.getByText("Design uploaded successfully!", { exact: true })).toBeVisible();
}

/** A photo-like JPEG: colour changing everywhere, no plain edge. */
async function makePhotoJpeg(): Promise<Buffer> {
  const [width, height] = [600, 400];
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      data[at] = (x * 255) / width;
      data[at + 1] = (y * 255) / height;
      data[at + 2] = 128 + ((x * 7 + y * 13) % 64);
    }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

/** A blue disc on an opaque near-white (254, 255, 252) background inside a one-pixel transparent frame. */
async function makeNearWhitePng(): Promise<Buffer> {
  const [width, height] = [600, 400];
  const disc = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="300" cy="200" r="150" fill="#1d4ed8"/></svg>`,
  );
  const { data } = await sharp({
    create: { width, height, channels: 4, background: { r: 254, g: 255, b: 252, alpha: 1 } },
  })
    .composite([{ input: disc }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) data[(y * width + x) * 4 + 3] = 0;
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

for (const viewport of VIEWPORTS) {
  test(`a die-cut size the shop does not cut never hangs the preview, at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await upload(page, { name: "dolphin-stumbles.png", mimeType: "image/png", buffer: await readFile(DOLPHIN) });
    await page.getByRole("checkbox", { name: "Die-cut" }).click();
    const field = page.getByLabel("Longest side (inches)");
    await expect(field).toHaveValue("3");
    const size = page.getByTestId("die-cut-size");
    await expect(size).toHaveText(/^Die-cut 3" × [\d.]+"$/);
    const drawn = (await size.textContent())?.trim() ?? "";
    const requests = countCutLineRequests(page);
    const caption = page.getByTestId("die-cut-caption");
    const drawing = page.getByRole("img", { name: /^Preview of a Die-cut 3" × [\d.]+" die-cut sticker/ });

    for (const [typed, message] of [
      ["3.1", 'Longest side must be in steps of 0.25", like 3" or 3.25".'],
      ["0.5", 'Longest side must be at least 1".'],
      ["12.1", 'Longest side must be at most 12".'],
      ["", "Longest side is required"],
    ] as const) {
      await field.fill(typed);
      await field.blur();
      await expect(page.getByTestId("die-cut-size-error")).toHaveText(message);
      // The last line drawn stays as it was (not faded, no spinner), and the caption says what to do.
      await expect(caption).toHaveText(
        `Showing the last size drawn, ${drawn}. Enter a size the shop cuts to draw the cut line again.`,
      );
      await expect(drawing).toBeVisible();
      await expect(drawing).not.toHaveClass(/opacity-50/);
      await expect(page.getByTestId("cut-line-pending")).toHaveCount(0);
      await expect(page.getByText("Drawing the cut line…")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
      await expect(page.getByTestId("add-to-cart-hint")).toHaveText(
        'Enter a size from 1" to 12", in steps of 0.25", to continue',
      );
    }
    // Still after the debounce: nothing was asked of the server for any of them.
    await page.waitForTimeout(800);
    expect(requests.count).toBe(0);
    await expect(page.getByText("Drawing the cut line…")).toHaveCount(0);

    // A good size after the bad ones draws again.
    await field.fill("4");
    await expect(size).toHaveText(/^Die-cut 4" × [\d.]+"$/);
    await expect(page.getByTestId("die-cut-size-error")).toHaveCount(0);
    expect(requests.count).toBe(1);
    await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    // The custom sizes of rectangles and circles name the same rules, with no cut line to wait for.
    await page.getByRole("checkbox", { name: "Square" }).click();
    await page.getByLabel("Size").selectOption("custom");
    await page.getByLabel("Width (inches)").fill("3.1");
    await page.getByLabel("Width (inches)").blur();
    await expect(page.getByTestId("custom-width-error")).toHaveText(
      'Width must be in steps of 0.25", like 3" or 3.25".',
    );
    await page.getByLabel("Height (inches)").fill("");
    await page.getByLabel("Height (inches)").blur();
    await expect(page.getByTestId("custom-height-error")).toHaveText("Height is required");
    await expect(page.getByText("Enter a size to see the cut")).toBeVisible();
    await page.getByRole("checkbox", { name: "Circle" }).click();
    await page.getByLabel("Size").selectOption("custom");
    await page.getByLabel("Diameter (inches)").fill("12.1");
    await page.getByLabel("Diameter (inches)").blur();
    await expect(page.getByTestId("custom-diameter-error")).toHaveText('Diameter must be at most 12".');
    await page.getByLabel("Diameter (inches)").fill("0.5");
    await expect(page.getByTestId("custom-diameter-error")).toHaveText('Diameter must be at least 1".');
    await expect(page.getByText("Drawing the cut line…")).toHaveCount(0);
    expect(requests.count).toBe(1);
    const scrollsSideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrollsSideways).toBe(false);
  });

  test(`one background rule for PNG and JPEG, and a photo told why it is a rounded rectangle, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    // The near-white PNG behind a transparent hairline: trimmed to its disc (3" × 3"), not its 3:2 rectangle.
    await upload(page, { name: "near-white.png", mimeType: "image/png", buffer: await makeNearWhitePng() });
    await page.getByRole("checkbox", { name: "Die-cut" }).click();
    await expect(page.getByTestId("die-cut-size")).toHaveText('Die-cut 3" × 3"');
    await expect(page.getByText(FOLLOWS_EDGE_NOTE)).toHaveCount(0);

    await page.evaluate(() => window.localStorage.clear());
    await upload(page, { name: "photo.jpg", mimeType: "image/jpeg", buffer: await makePhotoJpeg() });
    await page.getByRole("checkbox", { name: "Die-cut" }).click();
    // The whole 3:2 image plus the border: 3" by about 2".
    await expect(page.getByTestId("die-cut-size")).toHaveText(/^Die-cut 3" × 2(\.\d{1,2})?"$/);
    const note = page.getByTestId("follows-image-edge-note");
    await expect(note).toHaveText(FOLLOWS_EDGE_NOTE);
    // Beside the preview (on a phone, under it): in view once the preview is.
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeInViewport();
    await expectNoSeriousViolations(page, `/stickers (a photo as a die-cut, ${viewport.width} px)`);
  });

  test(`a 2.5" × 3.5" rectangle shows its safe line 1/16" inside the cut, named, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await upload(page, { name: "dolphin-safe.png", mimeType: "image/png", buffer: await readFile(DOLPHIN) });
    await page.getByRole("checkbox", { name: "Square" }).click();
    await page.getByLabel("Size").selectOption("custom");
    await page.getByLabel("Width (inches)").fill("2.5");
    await page.getByLabel("Height (inches)").fill("3.5");
    const preview = page.getByTestId("sticker-preview");
    await expect(preview).toHaveAttribute("data-shape", "square");
    const safe = page.getByTestId("safe-line");
    await expect(safe).toBeVisible();
    // The preview eases into the new proportions (157 × 220 px): measured once it has.
    await expect.poll(async () => Math.round((await preview.boundingBox())?.width ?? 0)).toBe(157);
    await expect.poll(async () => Math.round((await preview.boundingBox())?.height ?? 0)).toBe(220);
    const [outer, inner] = [await preview.boundingBox(), await safe.locator("rect").boundingBox()];
    if (!outer || !inner) throw new Error("no preview box");
    // 220 px for 3.5": 1/16" is 3.9 px; the line's half stroke blurs it by a pixel at most.
    const inset = 220 / 3.5 / 16;
    for (const gap of [
      inner.x - outer.x,
      inner.y - outer.y,
      outer.x + outer.width - (inner.x + inner.width),
      outer.y + outer.height - (inner.y + inner.height),
    ])
      expect(Math.abs(gap - inset)).toBeLessThan(1.5);
    await expect(page.getByTestId("safe-line-legend")).toHaveText(
      'Light dashed line: the safe area, 1/16" inside the cut',
    );
    await expect(page.getByTestId("safe-area-note")).toHaveText(SAFE_NOTE);
    await expectNoSeriousViolations(page, `/stickers (a 2.5 x 3.5 rectangle, ${viewport.width} px)`);

    // A die-cut has its white border instead: no safe line, no note.
    await page.getByRole("checkbox", { name: "Die-cut" }).click();
    await expect(page.getByTestId("die-cut-size")).toBeVisible();
    await expect(safe).toHaveCount(0);
    await expect(page.getByTestId("safe-area-note")).toHaveCount(0);
  });
}
