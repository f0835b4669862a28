import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  block?: boolean;
  /** Shows a spinner, announces the busy label and ignores further clicks (double submits). */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

// forwardRef rather than React 19's ref-as-prop: preact/compat needs it.
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', block, busy, busyLabel, children, className, onClick, type, ...rest },
  ref,
) {
  const classes = ['oss-btn', `oss-btn--${variant}`, block ? 'oss-btn--block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      ref={ref}
      type={type ?? 'button'}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest.disabled || undefined}
      data-autofocus={rest.autoFocus || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy ? (
        <>
          <span className="oss-spinner" aria-hidden="true" /> {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
});
