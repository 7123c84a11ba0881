// Turning a protection off (e-mail verification, IP verification), turning multi-device login on,
// or switching the authenticator: the "not recommended" warning first, then the codes the server
// requires for that change.
import { TriangleAlert } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import type { SecurityState } from '../../../../shared/contracts/account/security-state.ts';
import { FormAlert } from '../../../components/form/form-controls.tsx';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import {
  AuthCodeProofField,
  EMPTY_PROOF,
  EmailCodeProofField,
  PROOF_CODE_FIELDS,
  type ProofValues,
  proofIssues,
} from '../../../components/form/security-proof.tsx';

export interface ProtectionChange {
  /** Key under accounts:security.items (emailVerification, ipCheck, multiLogin, authenticatorSwitch). */
  item: string;
  /** True when the change weakens the account: the warning is shown. */
  weakens: boolean;
  needsEmailCode: boolean;
  needsAuthCode: boolean;
  perform(proof: ProofValues): Promise<SecurityState>;
}

export function ProtectionDialog({
  change,
  email,
  onDone,
  onClose,
}: {
  change: ProtectionChange;
  email: string;
  onDone(state: SecurityState): void;
  onClose(): void;
}) {
  const { t } = useTranslation('accounts');
  const { needsEmailCode, needsAuthCode } = change;
  const validate = useCallback(
    (values: ProofValues) => proofIssues(values, { email: needsEmailCode, authenticator: needsAuthCode }),
    [needsEmailCode, needsAuthCode],
  );
  const form = useForm({ id: `protection-${change.item}`, initial: EMPTY_PROOF, validate, codeFields: PROOF_CODE_FIELDS });
  const title = t(change.weakens ? `security.items.${change.item}.weakenTitle` : `security.items.${change.item}.strengthenTitle`);

  return (
    <FormDialog
      form={form}
      title={title}
      submitLabel={t('actions.confirm')}
      variant={change.weakens ? 'btn-warning' : 'btn-primary'}
      onSubmit={async (values) => {
        onDone(await change.perform(values));
      }}
      onClose={onClose}
    >
      {change.weakens && (
        <div role="note" className="alert alert-warning alert-soft items-start text-sm">
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
          <span>
            <strong className="block">{t('security.notRecommendedTitle')}</strong>
            {t(`security.items.${change.item}.weakenWarning`)}
          </span>
        </div>
      )}
      <FormAlert error={form.errorOf('form')} />
      {change.needsEmailCode && <EmailCodeProofField form={form} email={email} />}
      {change.needsAuthCode && <AuthCodeProofField form={form} />}
    </FormDialog>
  );
}
