/**
 * The signed-in operator: token, role and when the session ends, kept in sessionStorage (a closed
 * tab signs out; an operator console should not outlive its window). Expired or revoked sessions
 * end here too: the API client calls `endSession('expired')` on code 50001.
 */
import { useSyncExternalStore } from 'react';
import type { ResultOf } from '@aurum/api-client';

export type Operator = ResultOf<'/admin/auth/login'>['operator'];
export type Role = Operator['role'];

export interface Session {
  token: string;
  expiresAt: string;
  operator: Operator;
}

export type EndReason = 'signedOut' | 'expired';

interface State {
  session: Session | null;
  /** why the last session ended (the sign-in screen says so) */
  ended: EndReason | null;
}

const KEY = 'aurum.console.session';
const listeners = new Set<() => void>();

function read(): Session | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Session;
    return new Date(session.expiresAt).getTime() > Date.now() ? session : null;
  } catch {
    return null;
  }
}

let state: State = { session: read(), ended: null };

function set(next: State) {
  state = next;
  if (next.session) sessionStorage.setItem(KEY, JSON.stringify(next.session));
  else sessionStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

export function startSession(session: Session): void {
  set({ session, ended: null });
}

/** The operator as the server now knows them (an admin may have changed the role meanwhile). */
export function updateOperator(operator: Operator): void {
  if (!state.session) return;
  set({ session: { ...state.session, operator }, ended: null });
}

export function endSession(reason: EndReason): void {
  if (!state.session && state.ended === reason) return;
  set({ session: null, ended: reason });
}

/** The token for the API client; a session past its end is treated as none. */
export function currentToken(): string | null {
  const session = state.session;
  if (session && new Date(session.expiresAt).getTime() <= Date.now()) {
    endSession('expired');
    return null;
  }
  return session?.token ?? null;
}

export function useSessionState(): State {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
