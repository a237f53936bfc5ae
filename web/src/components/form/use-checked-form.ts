import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../lib/validate.ts';
import { focusFirstError } from './focus-first-error.ts';

/** A form's values checked before they are sent: the input to send, or each field's message. */
export type FormCheck<Values, Input> = (values: Values) => { ok: true; data: Input } | { ok: false; errors: FieldErrors };

/**
 * A dialog's form that is checked with a shared schema and then sent (the watchlist's "Add to watchlist",
 * a site's "Add site" and "Change site"): its values, each field's message, the server's refusal and
 * whether the call is under way. A failed check shows the fields' messages and moves the focus to the
 * first field marked invalid; a refused call shows the refusal's message and keeps the values; nothing is
 * sent twice while a call is under way. Changing a field drops its message.
 */
export const useCheckedForm = <Values extends object, Input>(initial: Values | (() => Values), check: FormCheck<Values, Input>, send: (input: Input) => Promise<void>) => {
  const form = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors(({ [field as string]: _dropped, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(form.current ?? document);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(checked.data);
    } catch (refusal) {
      setFailure(refusal instanceof Error ? refusal.message : String(refusal));
    } finally {
      setBusy(false);
    }
  };

  return { form, values, errors, failure, busy, change, submit };
};
