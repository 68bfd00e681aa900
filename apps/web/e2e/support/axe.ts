import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };

/** axe-core's serious and critical WCAG A/AA violations on the page as it is now, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // What is still fading or zooming in (a dialog that just opened) is checked as it ends, not halfway: mid-fade its
  // colours have less contrast than anyone reads it at. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, not a <script> tag: the app's CSP refuses inline scripts, as it should.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Experimental in axe, so off unless named: a control's name starts with the words it shows (WCAG 2.5.3).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
    );
}
