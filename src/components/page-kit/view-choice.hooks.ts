import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { withoutParams } from '../../../machines/shared/period-address';
import { type ViewCodec, viewChoiceFromAddress, withViewChoice } from '../../../machines/shared/view-address';
import { useAddressNotice } from '../../app/hooks/address-notice.hooks';
import { useAddressWriter } from '../../app/hooks/address-writer.hooks';

/**
 * One card's view choice (a tab, a sort, a shading, a median) read from the page's address
 * (`machines/shared/view-address.ts`), with the card's default. `choose` takes the new value, or
 * a function of the latest one (for changes that build on it). Choosing REPLACES the current
 * history entry: it is a tweak of the view, not a step, so Back still leaves the page in one press.
 * An unreadable value is dropped from the address once, with the "not understood" notice.
 * The codec must be stable (a module constant or memoised): the value keeps its identity while
 * the address and the codec stay, so a table is not sorted again on every render.
 */
export function useViewChoice<T>(
  name: string,
  codec: ViewCodec<T>,
  fallback: T,
): [value: T, choose: (value: T | ((latest: T) => T)) => void] {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sayNotUnderstood = useAddressNotice();
  const text = search.toString();
  const fallbackText = codec.format(fallback);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts stand for the address, the codec's rules and the default
  const { value, invalid } = useMemo(
    () => viewChoiceFromAddress(new URLSearchParams(text), name, codec, fallback),
    [text, name, fallbackText, codec],
  );
  const invalidKey = invalid.join(', ');

  useEffect(() => {
    if (!invalidKey) return;
    navigate({ search: withoutParams(new URLSearchParams(text), [invalidKey]) }, { replace: true });
    sayNotUnderstood([invalidKey]);
  }, [invalidKey, navigate, sayNotUnderstood, text]);

  const write = useAddressWriter();
  // A function of the latest choice sees a change made before this render was drawn.
  const choose = useCallback(
    (next: T | ((latest: T) => T)) =>
      write(
        (latest) =>
          withViewChoice(
            latest,
            name,
            codec,
            next instanceof Function
              ? next(viewChoiceFromAddress(latest, name, codec, fallback).value)
              : next,
            fallback,
          ),
        { replace: true },
      ),
    [write, name, codec, fallback],
  );
  return [value, choose];
}
