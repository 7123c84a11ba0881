import { useAtomValue } from 'jotai';
import { useTranslation } from '../../lib/use-translation.ts';
import { dialogsAtom } from './feedback-atoms.ts';

/** Shows the oldest pending dialog; the others wait their turn. */
export function DialogHost() {
  const dialogs = useAtomValue(dialogsAtom);
  const { t } = useTranslation('common');
  const dialog = dialogs[0];
  if (!dialog) return null;
  return (
    <div
      className="modal modal-open"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`dialog-${dialog.id}-message`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && dialog.dismissValue !== null) dialog.resolve(dialog.dismissValue);
      }}
    >
      <div className="modal-box">
        {dialog.titleKey && <h3 className="mb-2 text-lg font-bold">{t(dialog.titleKey)}</h3>}
        <p id={`dialog-${dialog.id}-message`} className="whitespace-pre-line">
          {dialog.message}
        </p>
        <div className="modal-action flex-wrap">
          {dialog.choices.map((choice, index) => (
            <button
              key={choice.value}
              type="button"
              // biome-ignore lint/a11y/noAutofocus: the dialog's primary action takes focus so keyboard users can answer at once.
              autoFocus={choice.primary ?? index === dialog.choices.length - 1}
              className={`btn ${choice.primary ? 'btn-primary' : ''}`}
              onClick={() => dialog.resolve(choice.value)}
            >
              {t(choice.labelKey)}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
