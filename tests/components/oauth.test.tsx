import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

describe('/oauth sign-in callback', () => {
  it('completes the callback exactly once under StrictMode, then goes back to the portal', async () => {
    portal = renderFakePortal({ path: '/oauth' });
    await waitFor(() => expect(portal?.userManager.signinRedirectCallback).toHaveBeenCalledTimes(1));
    // Give StrictMode's second effect run a chance to (wrongly) repeat it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(portal.userManager.signinRedirectCallback).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(document.title).toBe('Home | Quality Analytics Platform'));
  });

  for (const message of [
    'State does not match',
    'No matching state found in storage',
    'authority mismatch on settings vs. signin state',
    'ID Token is missing a subject claim',
  ]) {
    it(`a library failure (${message}) shows "Sign-in could not complete" with a button to start again, no loop`, async () => {
      portal = renderFakePortal({
        path: '/oauth',
        user: null,
        completeSignIn: () => Promise.reject(new Error(message)),
      });
      expect(await screen.findByRole('heading', { name: 'Sign-in could not complete' })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(message))).toBeInTheDocument();
      expect(portal.userManager.signinRedirect).not.toHaveBeenCalled();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Start sign-in again' }));
      await waitFor(() => expect(portal?.userManager.signinRedirect).toHaveBeenCalledTimes(1));
    });
  }
});
