import { UserManager } from 'oidc-client-ts';

/**
 * The whole job of the /silent-renew page, inside the hidden iframe: hand the provider's answer
 * (the page URL) back to the UserManager in the parent window. It imports nothing else of the
 * app so the page stays tiny. The library only needs its settings to post the message, so the
 * settings here are placeholders: the parent's UserManager does the real work.
 */
export async function completeSilentRenew(url: string = window.location.href): Promise<void> {
  const origin = window.location.origin;
  const messenger = new UserManager({ authority: origin, client_id: 'silent-renew', redirect_uri: url });
  await messenger.signinSilentCallback(url);
}
