// The otpauth:// URI as a QR code for an authenticator app to scan.
import { useTranslation } from '../../../lib/use-translation.ts';
import { QrCode as QrImage } from '../../../components/qr-code.tsx';

export function QrCode({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('accounts');
  return <QrImage text={text} label={label} failedText={t('authenticator.qrFailed')} />;
}
