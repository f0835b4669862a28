import { UI_MESSAGES as M } from './messages';

/** The title, the close button ('×', when the dialog may be dismissed) and the optional description. */
export function DialogHead(props: {
  title: string;
  titleId: string;
  description?: string;
  descriptionId: string;
  dismissible: boolean;
  onClose: () => void;
}) {
  return (
    <>
      <div className="oss-dialog__head">
        <h2 id={props.titleId} className="oss-dialog__title">
          {props.title}
        </h2>
        {props.dismissible && (
          <button type="button" className="oss-dialog__close" aria-label={M.close} onClick={() => props.onClose()}>
            ×
          </button>
        )}
      </div>
      {props.description && (
        <p id={props.descriptionId} className="oss-text">
          {props.description}
        </p>
      )}
    </>
  );
}
