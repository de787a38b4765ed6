import { completeSilentRenew } from './services/auth/silent-renew';

// Runs inside the hidden iframe of a silent renewal: hand the answer to the parent window, nothing else.
completeSilentRenew().catch((error: unknown) => console.error('Silent renewal could not complete.', error));
