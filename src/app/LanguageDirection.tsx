import { DirectionProvider, useDirection } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Direction = 'ltr' | 'rtl';

/** Keeps Mantine's direction (and with it `<html dir>`) equal to the direction of the language in use. */
function FollowDirection({ dir }: { dir: Direction }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/**
 * Right-to-left languages (Arabic) switch the whole portal to `dir="rtl"`: Mantine's components
 * mirror through its DirectionProvider, our own CSS through logical properties.
 */
export function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = i18n.dir(i18n.language);
  return (
    <DirectionProvider initialDirection={dir} detectDirection={false}>
      <FollowDirection dir={dir} />
      {children}
    </DirectionProvider>
  );
}
