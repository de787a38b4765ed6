export { type E2eBrowser, launchBrowser } from './browser';
export {
  ARTIFACTS_DIR,
  E2E_FACILITIES_PER_ENVIRONMENT,
  type E2eStack,
  ROOT_DIR,
  startE2eStack,
} from './e2e-stack';
export { SCREENSHOTS_DIR, screenshot } from './screenshots';
export { DEMO_PASSWORD, signIn, signInThroughPortal } from './sign-in';
