import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthError } from '../../src/services/auth';
import { STORAGE_BLOCKED_MESSAGE } from '../../src/services/auth/user-manager';
import { renderFakePortal } from './support/fake-portal';

let portal: ReturnType<typeof renderFakePortal> | undefined;
afterEach(() => portal?.stop());

describe('with storage blocked, the Sign in button says why it cannot go on', () => {
  it('a sign-in that cannot start shows its reason beside the button, and the button tries again', async () => {
    portal = renderFakePortal({
      path: '/home',
      user: null,
      signInRedirect: async () => {
        throw new AuthError('storageBlocked', STORAGE_BLOCKED_MESSAGE);
      },
    });
    const signIn = await screen.findByRole('button', { name: 'Sign in' });
    signIn.click();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in could not start');
    expect(alert).toHaveTextContent(STORAGE_BLOCKED_MESSAGE);
    screen.getByRole('button', { name: 'Sign in' }).click();
    await waitFor(() => expect(portal?.userManager.signinRedirect).toHaveBeenCalledTimes(2));
  });
});
