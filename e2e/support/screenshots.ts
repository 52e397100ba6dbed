import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'

/** Where outcome screenshots go (gitignored): one PNG per flow, named for it. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url))

/** Saves the whole page as e2e/screenshots/<name>.png and returns the path. */
export async function saveOutcome(page: Page, name: string): Promise<string> {
  const path = `${SCREENSHOT_DIR}${name}.png`
  await page.screenshot({ path, fullPage: true })
  return path
}
