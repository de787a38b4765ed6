import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectIsAtIndex } from '../../../machines/app';
import { useAppActor } from '../app-actor.context';

/**
 * The heading and sentence of the signed-out screen. At the root address, the product's front
 * door, they name the product and what it is for; elsewhere they say why to sign in.
 */
export function useSignInWords(): { title: string; message: string } {
  const { t } = useTranslation('frame');
  const atIndex = useSelector(useAppActor(), selectIsAtIndex);
  return atIndex
    ? { title: t('productName'), message: t('signIn.welcome') }
    : { title: t('signIn.title'), message: t('signIn.message') };
}
