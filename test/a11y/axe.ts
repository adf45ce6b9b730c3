/**
 * axe-core in a Playwright page: injected once per page (it sees into open shadow roots), run on
 * the whole document, violations turned into lines a failing assertion can show.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
  any: Array<{ id: string; data?: { fgColor?: string; bgColor?: string } | null }>;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Into every frame: axe audits an iframe (the platform's plugin) only through its own copy there. */
async function inject(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
    if (!present) await frame.addScriptTag({ content: AXE_SOURCE });
  }
}

/**
 * Waits for the entrance animations (fades and slides, in the document and in every shadow root,
 * in every frame: the owner app's preview draws a widget in one) to end, so colours are measured
 * as the visitor finally sees them. Two frames are let pass first, so an animation that a render
 * starts on the next frame is counted. Endless ones (spinners) are left running.
 */
export async function animationsSettled(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    await frame.evaluate(async () => {
      // A hidden frame draws no frames: a short time-out stands in for them there.
      // (Inline: a named function here would be compiled with a helper the page does not have.)
      for (let i = 0; i < 2; i++) await new Promise((resolve) => (requestAnimationFrame(resolve), setTimeout(resolve, 100)));
      const roots: Array<Document | ShadowRoot> = [document];
      for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
      const finite = roots
        .flatMap((root) => root.getAnimations())
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    });
  }
}

/** Runs axe on the page once it has settled and returns its violations: none is exempt. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await animationsSettled(page);
  await inject(page);
  // Every rule of those tags runs; none had to be turned off for these pages.
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations;
  }, TAGS);
  return violations as AxeViolation[];
}

/** One line per failing node, for an assertion message. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}): ${violation.help}\n  at ${JSON.stringify(node.target)}\n  ${node.html}\n  ${node.failureSummary ?? ''}`,
      ),
    )
    .join('\n');
}
