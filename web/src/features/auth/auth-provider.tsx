import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import { authReducer, type AuthUser } from './auth-state.ts';
import { loadAuthState, saveAuthState } from './auth-storage.ts';

/** Holds the auth state, restored from sessionStorage on load and saved there (encrypted) on change. */
export const AuthProvider = ({ children }: { readonly children: ReactNode }) => {
  const [state, dispatch] = useReducer(authReducer, undefined, loadAuthState);

  useEffect(() => {
    saveAuthState(state);
  }, [state]);

  const login = useCallback((data: AuthUser) => dispatch({ type: 'LOGIN', payload: data }), []);
  const logout = useCallback(() => dispatch({ type: 'LOGOUT' }), []);
  const value = useMemo<AuthContextValue>(() => ({ state, login, logout }), [state, login, logout]);

  return <AuthContext value={value}>{children}</AuthContext>;
};
