import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";

export const chromiumPath = "/usr/bin/chromium";
export const haveChromium = existsSync(chromiumPath);
export const isCI = process.env["CI"] === "true";

/** Under CI a missing browser is a failure, not a skip. */
export function requireChromium(): void {
  if (!haveChromium) {
    throw new Error(`CI=true but ${chromiumPath} is missing: install it (apt-get install -y chromium) so the browser test can run.`);
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export const screenshotDir = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

/** Keeps a full-page screenshot of the state the test reached, as a test artifact. */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: `${screenshotDir}${name}.png`, fullPage: true });
}
