// The invite link as a QR code, for an invitee to open it on a phone. The qrcode library loads
// with this screen, not with the app.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Image = { text: string; url: string } | { text: string; failed: true };

export function InviteQr({ text }: { text: string }) {
  const { t } = useTranslation('referral');
  const [image, setImage] = useState<Image | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((module) => (module.default ?? module).toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 192 }))
      .then(
        (url) => live && setImage({ text, url }),
        () => live && setImage({ text, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text]);
  const current = image?.text === text ? image : null;
  if (current && 'failed' in current) return <p className="text-error text-sm">{t('invite.qrFailed')}</p>;
  return current ? (
    <img src={current.url} alt={t('invite.qr')} width={192} height={192} className="rounded-box size-48 shrink-0 bg-white" />
  ) : (
    <div className="skeleton rounded-box size-48 shrink-0" role="img" aria-label={t('invite.qr')} aria-busy="true" />
  );
}
