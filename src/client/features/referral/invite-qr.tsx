// The invite link as a QR code, for an invitee to open it on a phone.
import { useTranslation } from '../../lib/use-translation.ts';
import { QrCode } from '../../components/qr-code.tsx';

export function InviteQr({ text }: { text: string }) {
  const { t } = useTranslation('referral');
  return <QrCode text={text} label={t('invite.qr')} failedText={t('invite.qrFailed')} size={192} />;
}
