import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readDeskQuery, writeDeskQuery, type DeskListQuery } from './desk-list-query.ts';

/**
 * The desk list's query as the address holds it (desk-list-query.ts), and `go` to another one: the
 * address is replaced, not pushed, and the page keeps its scroll position.
 */
export const useDeskListUrl = () => {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readDeskQuery(params), [params]);
  const go = useCallback((next: DeskListQuery) => setParams(writeDeskQuery(next), { replace: true, preventScrollReset: true }), [setParams]);
  return { query, go };
};
