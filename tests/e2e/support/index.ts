export { expectNoAxeViolations } from './axe';
export { type E2eBrowser, launchBrowser } from './browser';
export {
  ARTIFACTS_DIR,
  E2E_FACILITIES_PER_ENVIRONMENT,
  type E2eStack,
  ROOT_DIR,
  startE2eStack,
} from './e2e-stack';
export { ACTIVE, figure } from './figures';
export { type HeldAnswers, holdAnswersForFilter } from './held-answers';
export {
  ANALYST_ENVIRONMENT_ID,
  chooseFilterLevel,
  DEFAULT_WIRE_FILTER,
  downloadTable,
  expectedRows,
  exportCsv,
  formatCount,
  formatScore,
  resetFilter,
  tableCells,
} from './page-checks';
export { SCREENSHOTS_DIR, screenshot, screenshotDesktopAndPhone } from './screenshots';
export {
  DEMO_PASSWORD,
  openSignedInBrowser,
  signIn,
  signInAndWaitForUserMenu,
  signInThroughPortal,
} from './sign-in';
export { useSignedInStack } from './signed-in-stack';
