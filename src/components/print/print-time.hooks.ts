import { useEffect, useState } from 'react';

/**
 * When the page is printed: the moment the header was shown, renewed as printing starts (the
 * browser's `beforeprint`, or the print media query turning on for engines that only do that),
 * so a page left open for hours still prints the time it was printed.
 */
export function usePrintTime(): Date {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const renew = () => setPrintedAt(new Date());
    const print = window.matchMedia?.('print');
    const onMedia = (event: MediaQueryListEvent) => {
      if (event.matches) renew();
    };
    window.addEventListener('beforeprint', renew);
    print?.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', renew);
      print?.removeEventListener('change', onMedia);
    };
  }, []);
  return printedAt;
}
