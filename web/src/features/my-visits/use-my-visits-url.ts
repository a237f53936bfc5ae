import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { myVisitsSearch, readMyVisitsView, type MyVisitsView } from './my-visits-model.ts';

/** The view the address holds, and `go` to another (the address is replaced, not pushed). */
export const useMyVisitsUrl = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => readMyVisitsView(search), [search]);
  const go = useCallback((next: MyVisitsView) => void navigate({ search: myVisitsSearch(next) }, { replace: true, preventScrollReset: true }), [navigate]);
  return { view, go };
};
