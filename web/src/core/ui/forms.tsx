// Form parts shared by the auth, wallet and limits screens: labelled fields whose error (a message
// key from the server's details.fields or from the form's own check) is tied to the input with
// aria-describedby, and the form-level error line that translates a server error's message key.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { ApiRequestError } from '../../api/request';
import { errorMessageKey } from '../../domain/auth';
import { formatMoney, subunitsOf } from '../../domain/money';
import styles from './forms.module.css';
import { useDateFormats } from '../dateFormats';

/** Translates a server message key; a key the UI does not know shows the generic title. */
export function messageText(
  intl: IntlShape,
  key: string | undefined,
  values?: Record<string, string>,
): string {
  const id = errorMessageKey(key, (k) => k in intl.messages);
  return intl.formatMessage({ id }, values);
}

/** The message key of any thrown value: the server's for API errors, the generic one otherwise. */
export function errorKey(err: unknown): string {
  return err instanceof ApiRequestError ? err.messageKey : 'global-error.default.title';
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  /** A message key. */
  error?: string;
  hint?: ReactNode;
}

export function TextField({ label, value, onValue, error, hint, id, ...input }: FieldProps) {
  const intl = useIntl();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {messageText(intl, error)}
        </span>
      )}
    </div>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> {
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  children: ReactNode;
}

export function SelectField({ label, value, onValue, error, id, children, ...select }: SelectProps) {
  const intl = useIntl();
  const autoId = useId();
  const selectId = id ?? autoId;
  const errorId = `${selectId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={selectId} className={styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.input}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <span id={errorId} className={styles.fieldError}>
          {messageText(intl, error)}
        </span>
      )}
    </div>
  );
}

/** The text of a form-level error: the server's message, except that a wrong password which counts
 * towards the account lock (PASSWORD_WRONG with details.attempts_left) says how many tries are left. */
function errorText(intl: IntlShape, error: unknown): string {
  const left = error instanceof ApiRequestError ? error.details.attempts_left : undefined;
  if (error instanceof ApiRequestError && error.code === 'PASSWORD_WRONG' && Number.isInteger(left))
    return intl.formatMessage(
      {
        id: 'auth.password-wrong.tries-left',
        defaultMessage:
          'The password is wrong. {count, plural, one {# try left} other {# tries left}} before the account is locked.',
      },
      { count: left as number },
    );
  return messageText(intl, errorKey(error));
}

/** What a limit's refusal says is left of it (details.remaining, minor units of details.currency),
 * formatted; undefined when it says nothing. */
function limitLeft(intl: IntlShape, error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const { remaining, currency } = error.details;
  if (!Number.isSafeInteger(remaining) || typeof currency !== 'string') return undefined;
  return formatMoney(remaining as number, { code: currency, subunits: subunitsOf(currency) }, intl.locale);
}

/** The form-level error: the server's message, what is left of a limit and the date a block lasts
 * until when it says. */
export function FormError({ error }: { error: unknown }) {
  const intl = useIntl();
  const formats = useDateFormats();
  if (!error) return null;
  const until = error instanceof ApiRequestError ? error.detail('until') : undefined;
  const untilDate = until && !Number.isNaN(Date.parse(until)) ? new Date(until) : undefined;
  const left = limitLeft(intl, error);
  return (
    <div className={styles.formError} role="alert">
      <span>{errorText(intl, error)}</span>
      {left !== undefined && (
        <span data-testid="limit-left">
          {intl.formatMessage(
            { id: 'error.limits.left', defaultMessage: '{amount} is left within this limit.' },
            { amount: left },
          )}
        </span>
      )}
      {untilDate && (
        <span className={styles.until}>
          {intl.formatMessage(
            { id: 'auth.until', defaultMessage: 'Until {date}' },
            {
              date: formats.dateTime(untilDate),
            },
          )}
        </span>
      )}
    </div>
  );
}

/** A notice inside a form: done (polite status) or info. */
export function Notice({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'success' }) {
  return (
    <div className={styles.notice} data-tone={tone} role="status">
      {children}
    </div>
  );
}

export { styles as formStyles };
