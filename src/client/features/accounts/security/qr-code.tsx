// The otpauth:// URI as a QR code for an authenticator app to scan. The qrcode library loads
// with the dialog that needs it, not with the app.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function QrCode({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('accounts');
  const [image, setImage] = useState<{ text: string; url: string } | { text: string; failed: true } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((module) => (module.default ?? module).toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 224 }))
      .then(
        (url) => live && setImage({ text, url }),
        () => live && setImage({ text, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text]);
  const current = image?.text === text ? image : null;
  if (current && 'failed' in current) return <p className="text-error text-sm">{t('authenticator.qrFailed')}</p>;
  return current ? (
    <img src={current.url} alt={label} width={224} height={224} className="rounded-box size-56 bg-white" />
  ) : (
    <div className="skeleton rounded-box size-56" role="img" aria-label={label} aria-busy="true" />
  );
}
