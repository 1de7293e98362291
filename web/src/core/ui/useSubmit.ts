// A form's submit runner: busy while it runs, the error it ended with (an API refusal's field
// errors apart), for every form and modal that sends something.
import { useState } from 'react';
import { ApiRequestError } from '../../api/request';

export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      if (!(err instanceof ApiRequestError)) console.error(err);
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const fields = error instanceof ApiRequestError ? error.fields : {};
  return { busy, error, setError, run, fields };
}
