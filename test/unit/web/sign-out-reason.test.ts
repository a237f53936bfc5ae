import { describe, expect, it } from 'vitest';
import { authReducer, SIGNED_OUT, type AuthUser } from '../../../web/src/features/auth/auth-state.ts';

const USER: AuthUser = {
  id: 7,
  emp_name: 'Priya Sharma',
  emp_email: 'priya@example.com',
  emp_phonenumber: '9812345670',
  emp_id: 'E0007A',
  manager: 'admin@example.com',
  userstatus: 'Approved',
  role: 'employee',
  sessionId: 'handle',
};

describe('why the app signed someone out (issue 12: the Login page says so)', () => {
  const signedIn = authReducer(SIGNED_OUT, { type: 'LOGIN', payload: USER });

  it('should remember an idle or ended sign-out, and nothing for one the user asked for', () => {
    expect(authReducer(signedIn, { type: 'LOGOUT', reason: 'idle' })).toEqual({ ...SIGNED_OUT, signedOutBecause: 'idle' });
    expect(authReducer(signedIn, { type: 'LOGOUT', reason: 'ended' })).toEqual({ ...SIGNED_OUT, signedOutBecause: 'ended' });
    expect(authReducer(signedIn, { type: 'LOGOUT' })).toBe(SIGNED_OUT);
  });

  it('should keep the first reason when a second sign-out arrives (the 401 after the idle timer), and forget it on sign-in', () => {
    const idle = authReducer(signedIn, { type: 'LOGOUT', reason: 'idle' });
    expect(authReducer(idle, { type: 'LOGOUT', reason: 'ended' })).toBe(idle);
    expect(authReducer(idle, { type: 'LOGIN', payload: USER })).toEqual({ isAuthenticated: true, data: USER });
  });
});
