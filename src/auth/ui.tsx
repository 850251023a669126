/**
 * The sign-in app's few building blocks, as plain elements styled by ./auth.css. The sign-in pages are the first
 * thing every user loads, on any connection: they carry no component library (MUI and emotion come with the portal),
 * only what these pages need. Each block keeps the accessible shape the MUI one had: labelled fields whose errors
 * describe them, alerts announced, a focus ring on everything interactive, a modal dialog.
 */
import { useEffect, useRef, type ButtonHTMLAttributes, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, type LinkProps } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { classNames } from '../shared/classNames';
import './auth.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The message shown under the field, which also describes it. */
  helperText?: string;
  invalid?: boolean;
  /** Another element describing the field (the message under the form that is about it). */
  describedBy?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  monospace?: boolean;
}

export const TextField = ({ id, label, helperText, invalid, describedBy, rows, monospace, className, ...input }: TextFieldProps) => {
  const messageId = helperText ? `${id}-message` : undefined;
  const control = {
    ...input,
    id,
    className: classNames('auth-input', monospace && 'auth-mono', className),
    'aria-invalid': invalid || undefined,
    'aria-describedby': messageId ?? describedBy,
  };
  return (
    <div className="auth-field">
      <label htmlFor={id}>
        {label}
        {/* The portal's mark of a required field (react-admin's): seen, not read out; `required` tells screen readers. */}
        {input.required && <span aria-hidden="true">&thinsp;*</span>}
      </label>
      {rows ? <textarea rows={rows} {...control} /> : <input {...control} />}
      {helperText && (
        <p id={messageId} className={classNames('auth-field-message', invalid && 'auth-field-message--error')}>
          {helperText}
        </p>
      )}
    </div>
  );
};

export const Checkbox = ({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) => (
  <div className="auth-check">
    <input type="checkbox" id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
    <label htmlFor={id}>{label}</label>
  </div>
);

type Look = 'primary' | 'text';
const buttonClass = (look: Look, fullWidth?: boolean) =>
  classNames('auth-button', `auth-button--${look}`, fullWidth && 'auth-button--full');

export const Button = ({
  look = 'primary',
  fullWidth,
  type = 'button',
  ...button
}: ButtonHTMLAttributes<HTMLButtonElement> & { look?: Look; fullWidth?: boolean }) => (
  <button type={type} className={buttonClass(look, fullWidth)} {...button} />
);

/** A link that looks like the page's main action (continue to the portal, back to log in). */
export const ButtonLink = (link: LinkProps) => <RouterLink className={buttonClass('primary')} {...link} />;

export const TextLink = ({ className, ...link }: LinkProps) => <RouterLink className={classNames('auth-link', className)} {...link} />;

export const Alert = ({
  severity,
  title,
  role = severity === 'error' ? 'alert' : 'status',
  children,
  ...rest
}: {
  severity: 'error' | 'warning' | 'success';
  title?: string;
  role?: 'alert' | 'status';
  children: ReactNode;
  id?: string;
  tabIndex?: number;
  'data-form-error'?: boolean;
}) => (
  <div role={role} className={`auth-alert auth-alert--${severity}`} {...rest}>
    {title && <p className="auth-alert-title">{title}</p>}
    {children}
  </div>
);

/** A wait the user is told about in words, with a spinner beside them. */
export const Busy = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <div role="status" className="auth-busy">
      <span role="progressbar" aria-label={translate('portico.shell.busy')} className="auth-spinner" />
      {children}
    </div>
  );
};

/**
 * A modal dialog on the browser's own `<dialog>`: focus moves into it and stays there, Escape closes it, the page
 * behind is inert. Mounted while open; closing (by Escape too) reports through `onClose`.
 */
export const Dialog = ({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="auth-dialog" aria-labelledby={labelledBy} onClose={onClose}>
      {children}
    </dialog>
  );
};
