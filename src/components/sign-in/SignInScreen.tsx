import { IconLogin } from '@tabler/icons-react';
import { useSessionEvents, useSessionView } from '../../app/hooks/session.hooks';
import { useSignInWords } from '../../app/hooks/sign-in-words.hooks';
import { MessageScreen } from '../message-screen/MessageScreen';
import { SignInAction } from './SignInAction';

/** What a signed-out visitor of a main route sees: one button that starts sign-in (no automatic redirect, so no loop). */
export function SignInScreen() {
  const words = useSignInWords();
  const { signIn } = useSessionEvents();
  const { signInError } = useSessionView();
  return (
    <MessageScreen
      icon={<IconLogin size={44} stroke={1.5} />}
      title={words.title}
      message={words.message}
      actions={<SignInAction onSignIn={signIn} error={signInError} />}
    />
  );
}
