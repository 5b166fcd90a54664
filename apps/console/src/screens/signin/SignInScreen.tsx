import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { Button, TextField, useAurum } from '@aurum/ui';
import { api, errorMessage } from '../../api/client';
import { queryClient } from '../../api/query';
import { startSession, useSessionState } from '../../session/session';
import * as styles from '../../layout/console.css';

/** Operator sign-in (POST /admin/auth/login); says so when the last session expired. */
export function SignInScreen() {
  const { brandName } = useAurum();
  const { session, ended } = useSessionState();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => api.post('/admin/auth/login', { username, password }),
    onSuccess: (result) => {
      queryClient.clear();
      startSession({ token: result.token, expiresAt: result.expiresAt, operator: result.operator });
    },
  });
  if (session) {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/signin' ? from : '/'} replace />;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  return (
    <main className={styles.signInPage}>
      <form className={styles.signInCard} onSubmit={submit} aria-labelledby="signin-title">
        <div>
          <span className={styles.brandSub}>{brandName}</span>
          <h1 id="signin-title" className={styles.title}>
            Operator console
          </h1>
        </div>
        {ended === 'expired' && (
          <p role="status" className={styles.notice}>
            Your session has expired. Sign in again.
          </p>
        )}
        {login.isError && (
          <p role="alert" className={styles.error}>
            {errorMessage(login.error)}
          </p>
        )}
        <TextField
          label="Username"
          value={username}
          onChange={setUsername}
          autoComplete="username"
          isRequired
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          isRequired
        />
        <Button type="submit" fullWidth isLoading={login.isPending}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
