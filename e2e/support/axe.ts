import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe on the whole page and fails on any serious or critical violation, listing each one
 * with its rule, impact, help text and the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = serious.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ') ?? ''}`).join('\n'),
  )
  expect(report, `axe on "${screen}" found serious or critical violations:\n${report.join('\n')}`).toEqual([])
}
