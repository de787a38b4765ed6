import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditedState, SIGNED_IN_STATES, SIGNED_OUT_STATES, type StateContext } from './audited-states';
import { createAuditReport } from './axe-audit';
import { type E2eBrowser, launchBrowser } from './browser';
import { type E2eStack, startE2eStack } from './e2e-stack';
import { type AuditRun, openSelect, settle, WORDS } from './page-states';
import { openSignedInBrowser } from './sign-in';

/** The stack of an accessibility file, with the seeded facilities its page states open. */
export interface AuditStack {
  stack: () => E2eStack;
  seeded: () => Pick<StateContext, 'facilityId' | 'comparedIds'>;
}

/**
 * One stack for the file. The analyst's tenant is the special one,
 * so the user menu holds its public register link (/public without a tenant lists the first
 * tenant, afya, either way).
 */
export function auditStackOfFile(): AuditStack {
  let stack: E2eStack | undefined;
  let seeded: Pick<StateContext, 'facilityId' | 'comparedIds'> | undefined;
  beforeAll(async () => {
    stack = await startE2eStack({ env: { QAP_SPECIAL_TENANT_ID: 'afya' } });
    const { rows } = await stack.db.query<{ id: number }>(
      `SELECT f.id FROM facilities f
       WHERE f.environment_id = 'afya-production' AND f.latest_year IS NOT NULL
         AND EXISTS (SELECT 1 FROM momcare_monthly m WHERE m.facility_id = f.id)
       ORDER BY f.id LIMIT 3`,
    );
    seeded = { facilityId: rows[0].id, comparedIds: rows.map((row) => row.id) };
  });
  afterAll(async () => stack?.stop());
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the accessibility stack did not start');
    return value;
  };
  return { stack: () => started(stack), seeded: () => started(seeded) };
}

/**
 * axe and the IBM engine over every signed-out and signed-in page state of one run (viewport and language), with one
 * signed-out and one signed-in browser reused across the states.
 */
export function describeAuditRun(run: AuditRun, audited: AuditStack): void {
  describe(`axe and the IBM engine find no violation at ${run.viewport.width} px in ${run.culture}`, () => {
    const words = WORDS[run.culture];
    const report = createAuditReport(run.name);
    const context = (): StateContext => ({
      stack: audited.stack(),
      words,
      culture: run.culture,
      ...audited.seeded(),
    });
    let signedOut: E2eBrowser;
    let signedIn: E2eBrowser;

    beforeAll(async () => {
      signedOut = await launchBrowser({ viewport: run.viewport });
      // The portal's language before sign-in comes from the address; the identity provider follows it.
      await signedOut.page.goto(`${audited.stack().urls.web}/public?language=${run.culture}`);
      await settle(signedOut.page);
      signedIn = await openSignedInBrowser(`${audited.stack().urls.web}/`, 'analyst@demo.test', {
        viewport: run.viewport,
      });
      if (run.culture !== 'en-US') {
        await settle(signedIn.page);
        await openSelect(signedIn.page, WORDS['en-US'], WORDS['en-US'].language);
        await signedIn.page.getByRole('option', { name: 'Français' }).click();
        await signedIn.page.getByRole('button', { name: words.userMenu }).waitFor();
      }
    });
    afterAll(async () => {
      await report.save();
      await signedOut?.close();
      await signedIn?.close();
    });

    const audit = async (browser: () => E2eBrowser, state: AuditedState) => {
      const { page } = browser();
      await state.show(page, context());
      const violations = await report.audit(page, state.name);
      await state.leave?.(page, context());
      expect(violations).toEqual({ axe: [], ibm: [] });
    };

    it.each(SIGNED_OUT_STATES.map((state) => [state.name, state] as const))(
      'signed out: %s',
      async (_, state) => audit(() => signedOut, state),
    );
    it('the facility popup\'s badges are shown whole, not cut to "NI…" (390 px in French)', async () => {
      const { page } = signedIn;
      const popup = SIGNED_IN_STATES.find((state) => state.name === 'home, facility popup open');
      await popup?.show(page, context());
      const cut = await page
        .getByRole('dialog')
        .locator('.mantine-Badge-label')
        .evaluateAll((labels) =>
          labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
        );
      await popup?.leave?.(page, context());
      expect(cut).toEqual([]);
    });
    it.each(SIGNED_IN_STATES.map((state) => [state.name, state] as const))(
      'signed in: %s',
      async (_, state) => audit(() => signedIn, state),
    );
  });
}
