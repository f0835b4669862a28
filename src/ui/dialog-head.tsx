import { useId } from 'react';
import type { DialogProps } from './dialog';
import { UI_MESSAGES as M } from './messages';

/**
 * What both kinds of Dialog show above their content: the title, the close button ('×', when
 * the dialog may be dismissed) and the optional description; `aria` names the dialog by them.
 */
export function useDialogHead({ title, description, dismissible = true, onClose }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const aria = { 'aria-labelledby': titleId, 'aria-describedby': description ? descriptionId : undefined };
  const head = (
    <>
      <div className="oss-dialog__head">
        <h2 id={titleId} className="oss-dialog__title">
          {title}
        </h2>
        {dismissible && (
          <button type="button" className="oss-dialog__close" aria-label={M.close} onClick={() => onClose()}>
            ×
          </button>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="oss-text">
          {description}
        </p>
      )}
    </>
  );
  return { aria, head };
}
