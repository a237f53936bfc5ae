import { useCallback, useEffect, useState } from 'react';
import { MESSAGES } from '../../../../src/shared/messages.ts';
import { ApiError } from '../../lib/api-client.ts';
import { fetchPendingEmployees, type PendingEmployee } from '../auth/identity-api.ts';

export interface PendingEmployees {
  /** null while the first answer is awaited. */
  readonly rows: readonly PendingEmployee[] | null;
  readonly error: string | null;
  readonly reload: () => void;
  /** Replaces one row (matched by e-mail) with the server's updated copy. */
  readonly update: (row: PendingEmployee) => void;
}

/** The signed-in host's reports waiting for approval (GET /api/fetchEmployeesToApprove). */
export const usePendingEmployees = (ownEmail: string | null): PendingEmployees => {
  const [rows, setRows] = useState<readonly PendingEmployee[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (ownEmail === null) return undefined;
    const controller = new AbortController();
    fetchPendingEmployees(ownEmail, controller.signal).then(
      (list) => {
        setRows(list);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof ApiError && failure.status !== 0 && failure.status < 500 ? failure.message : MESSAGES.photo.dataError);
      },
    );
    return () => controller.abort();
  }, [ownEmail, generation]);

  const reload = useCallback(() => {
    setError(null);
    setGeneration((current) => current + 1);
  }, []);

  const update = useCallback((row: PendingEmployee) => {
    setRows((current) => current?.map((candidate) => (candidate.emp_email === row.emp_email ? row : candidate)) ?? current);
  }, []);

  return { rows, error, reload, update };
};
