import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type Comparison, formatPeriod, type Period } from '../../../contract/period';
import {
  COMPARE_PARAM,
  PERIOD_PARAM,
  periodFromAddress,
  withoutParams,
  withPeriodParams,
} from '../../../machines/shared/period-address';
import { NOTIFICATION_DEFAULTS } from '../../app/theme/create-portal-theme';

/**
 * The page's period and comparison from the address (`period=2025-Q3&compare=lastYear`), with the
 * page's own default. Choosing one is a new history entry (Back returns to the previous period); an
 * unreadable value is dropped from the address once, with a notice, and the default is shown.
 */
export function usePeriodChoice(fallback: Period) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation('analysis');
  const text = search.toString();
  const fallbackText = formatPeriod(fallback);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts stand for the address and the default
  const { value, invalid } = useMemo(() => periodFromAddress(search, fallback), [text, fallbackText]);
  const invalidKey = invalid.join(', ');

  useEffect(() => {
    if (!invalidKey) return;
    navigate({ search: withoutParams(new URLSearchParams(text), invalidKey.split(', ')) }, { replace: true });
    const message = t('address.invalid', { names: invalidKey });
    // the words are the id: an effect that runs again before the address lands shows it once
    notifications.show({
      id: `address-invalid:${message}`,
      color: 'yellow',
      message,
      ...NOTIFICATION_DEFAULTS,
    });
  }, [invalidKey, navigate, t, text]);

  const choose = useCallback(
    (choice: { period: Period; compareTo: Comparison }) =>
      navigate({ search: withPeriodParams(new URLSearchParams(text), choice) }),
    [navigate, text],
  );
  /** Back to the page's default (no period in the address), as its own history entry. */
  const clear = useCallback(
    () => navigate({ search: withoutParams(new URLSearchParams(text), [PERIOD_PARAM, COMPARE_PARAM]) }),
    [navigate, text],
  );
  return { ...value, choose, clear };
}
