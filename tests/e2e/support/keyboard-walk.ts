import type { Locator, Page } from 'playwright-core';

/** One stop of the Tab order: what it is and how its focus ring stands out. */
export interface TabStop {
  index: number;
  description: string;
  inMain: boolean;
  /** Contrast of the focus ring against what surrounds it; 0 when there is no ring. */
  ringContrast: number;
}

/**
 * Presses Tab (and Enter on a skip link, as a keyboard user would) until focus is inside the main
 * landmark; answers how many Tab presses that took, or Infinity after `max`.
 */
export async function tabPressesToMain(page: Page, max = 3): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    const isSkipLink = await page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLAnchorElement && active.hash !== '' && !active.closest('main');
    });
    if (isSkipLink) await page.keyboard.press('Enter');
    if (await page.evaluate(() => Boolean(document.activeElement?.closest('main')))) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

const holdsFocus = (locator: Locator) => locator.evaluate((node) => node.contains(document.activeElement));

/**
 * Presses Tab from where focus is, and Enter on each skip link it meets (as a keyboard user passing a
 * block does), until focus is inside `target`; answers how many Tab presses that took, or Infinity
 * after `max`.
 */
export async function tabPressesTo(page: Page, target: Locator, max = 250): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await holdsFocus(target)) return presses;
    const onSkipLink = await page.evaluate(() => {
      const active = document.activeElement;
      return (
        active instanceof HTMLAnchorElement && active.hash !== '' && active.pathname === location.pathname
      );
    });
    if (onSkipLink) await page.keyboard.press('Enter');
  }
  return Number.POSITIVE_INFINITY;
}

/** Runs in the page: describes the focused element and measures its focus ring. */
function describeFocus(index: number): TabStop | null {
  const active = document.activeElement as HTMLElement | null;
  if (!active || active === document.body || active.dataset.tabStop !== undefined) return null;
  active.dataset.tabStop = String(index);
  const parse = (color: string) => {
    const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
    return { r, g, b, a };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [lr, lg, lb] = [r, g, b].map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  // A multi-select shows its ring on the field around the focused search input; a hidden input (a
  // segmented control's choice) on the label after it: measure what the user sees, not the input.
  const box = active.getBoundingClientRect();
  const hidden = box.width < 2 || box.height < 2 || getComputedStyle(active).opacity === '0';
  const label =
    hidden && active.nextElementSibling instanceof HTMLLabelElement ? active.nextElementSibling : null;
  const ringed = active.closest<HTMLElement>('.mantine-Input-input') ?? label ?? active;
  const style = getComputedStyle(ringed);
  let ringContrast = 0;
  if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) {
    let behind: HTMLElement | null = ringed.parentElement;
    let background = { r: 255, g: 255, b: 255, a: 1 };
    while (behind) {
      const color = parse(getComputedStyle(behind).backgroundColor);
      if (color.a > 0.5) {
        background = color;
        break;
      }
      behind = behind.parentElement;
    }
    const [light, dark] = [luminance(parse(style.outlineColor)), luminance(background)].sort((a, b) => b - a);
    ringContrast = (light + 0.05) / (dark + 0.05);
  }
  const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
  const description = `${active.tagName.toLowerCase()} "${name}"`;
  return { index, description, inMain: Boolean(active.closest('main')), ringContrast };
}

/** Presses Tab from the top of the page until focus comes round again; answers every stop. */
export async function walkTabOrder(page: Page, maxStops = 400): Promise<TabStop[]> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-tab-stop]'))
      delete element.dataset.tabStop;
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const stops: TabStop[] = [];
  for (let index = 0; index < maxStops; index++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(describeFocus, index);
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/** Visible, enabled controls in the Tab order that the walk never reached. */
export function unreachedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex], [contenteditable="true"]',
      ),
    ]
      .filter(
        (element) =>
          element.tabIndex >= 0 &&
          !element.matches(':disabled') &&
          !element.closest('[inert], [aria-hidden="true"]') &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
          element.dataset.tabStop === undefined,
      )
      .map((element) => element.outerHTML.slice(0, 160)),
  );
}

/**
 * Opens a dialog or menu from `opener` with Enter, waits for `ready` (inside it), presses Tab
 * `tabs` times, then Escape. Answers whether focus stayed inside at every step, whether the popup
 * closed and whether focus came back to the opener.
 */
export async function openTabAndEscape(
  page: Page,
  { opener, popup, ready, tabs }: { opener: Locator; popup: Locator; ready: Locator; tabs: number },
) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await ready.waitFor();
  const focusInside: boolean[] = [];
  for (let press = 0; press <= tabs; press++) {
    if (press > 0) await page.keyboard.press('Tab');
    focusInside.push(await holdsFocus(popup));
  }
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
  // Focus returns when the closing transition ends: wait for it (a failure waits the limit out).
  const openerNode = await opener.elementHandle();
  const focusBack = await page
    .waitForFunction((node) => node === document.activeElement, openerNode, { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  return { focusInside, focusBack };
}
