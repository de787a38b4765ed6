import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAddressNotice } from '../../app/hooks/address-notice.hooks';
import { useAddressWriter } from '../../app/hooks/address-writer.hooks';
import { type PivotChoice, pivotFromAddress, pivotSearch } from './pivot-address';

/**
 * The pivot's rows, columns and measure, read from the address (shared links, Back and
 * Forward). A choice is a new history entry; an address with unreadable parts is replaced once by
 * its readable version and the dropped names are said in a notice. `choose` changes the latest choice,
 * so two picks in a row both count even before the first is drawn.
 */
export function usePivotAddress() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const sayNotUnderstood = useAddressNotice();
  const text = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: text stands for the parameters' values
  const { value: choice, invalid } = useMemo(() => pivotFromAddress(search), [text]);
  const invalidKey = invalid.join(', ');

  useEffect(() => {
    if (!invalidKey) return;
    navigate(pivotSearch(choice, new URLSearchParams(text)), { replace: true });
    sayNotUnderstood(invalidKey.split(', '));
  }, [invalidKey, choice, text, navigate, sayNotUnderstood]);

  const write = useAddressWriter();
  const choose = useCallback(
    (change: (latest: PivotChoice) => PivotChoice) =>
      write((latest) => pivotSearch(change(pivotFromAddress(latest).value), latest)),
    [write],
  );
  return { choice, choose };
}
