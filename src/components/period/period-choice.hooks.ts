import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type Comparison, formatPeriod, type Period } from '../../../contract/period';
import {
  COMPARE_PARAM,
  PERIOD_PARAM,
  periodFromAddress,
  withoutParams,
  withPeriodParams,
} from '../../../machines/shared/period-address';
import { useAddressNotice } from '../../app/hooks/address-notice.hooks';
import { useAddressWriter } from '../../app/hooks/address-writer.hooks';

/**
 * The page's period and comparison from the address (`period=2025-Q3&compare=lastYear`), with the
 * page's own default. Choosing one is a new history entry (Back returns to the previous period); an
 * unreadable value is dropped from the address once, with a notice, and the default is shown.
 */
export function usePeriodChoice(fallback: Period) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sayNotUnderstood = useAddressNotice();
  const text = search.toString();
  const fallbackText = formatPeriod(fallback);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts stand for the address and the default
  const { value, invalid } = useMemo(() => periodFromAddress(search, fallback), [text, fallbackText]);
  const invalidKey = invalid.join(', ');

  useEffect(() => {
    if (!invalidKey) return;
    const names = invalidKey.split(', ');
    navigate({ search: withoutParams(new URLSearchParams(text), names) }, { replace: true });
    sayNotUnderstood(names);
  }, [invalidKey, navigate, sayNotUnderstood, text]);

  const write = useAddressWriter();
  const choose = useCallback(
    (choice: { period: Period; compareTo: Comparison }) =>
      write((latest) => withPeriodParams(latest, choice)),
    [write],
  );
  /** Back to the page's default (no period in the address), as its own history entry. */
  const clear = useCallback(
    () => write((latest) => withoutParams(latest, [PERIOD_PARAM, COMPARE_PARAM])),
    [write],
  );
  return { ...value, choose, clear };
}
