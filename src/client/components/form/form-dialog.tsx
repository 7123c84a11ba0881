// An account form inside a dialog: the form named by the dialog's title, its fields, then Cancel
// beside the submit button. While the call runs neither the dialog nor the form can be closed.
import type { ReactNode } from 'react';
import { DialogActions } from '../dialog-actions.tsx';
import { Modal } from '../modal.tsx';
import { FormFrame } from './form-controls.tsx';
import type { Form, FormValues } from './use-form.ts';

interface DialogFormProps<V extends FormValues> {
  form: Form<V>;
  title: string;
  submitLabel: string;
  /** The submit button's colour: a change that weakens the account warns. */
  variant?: 'btn-primary' | 'btn-warning';
  onSubmit(values: V): Promise<void>;
  onClose(): void;
  children: ReactNode;
}

/** The form and its last row, for a dialog that shows other states before the form (loading). */
export function DialogForm<V extends FormValues>({ form, title, submitLabel, variant, onSubmit, onClose, children }: DialogFormProps<V>) {
  return (
    <FormFrame form={form} label={title} onSubmit={onSubmit}>
      {children}
      <DialogActions busy={form.busy} onCancel={onClose} variant={variant}>
        {submitLabel}
      </DialogActions>
    </FormFrame>
  );
}

export function FormDialog<V extends FormValues>(props: DialogFormProps<V>) {
  return (
    <Modal title={props.title} onClose={props.onClose} busy={props.form.busy}>
      <DialogForm {...props} />
    </Modal>
  );
}
