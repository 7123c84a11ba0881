// Text as a QR code (an authenticator's otpauth:// URI, an invite link, a deposit address). The
// qrcode library loads with the screen that shows one, not with the app.
import { useEffect, useState } from 'react';

type Image = { text: string; url: string } | { text: string; failed: true };

/** `size` in CSS pixels (224 or 192); `failedText` says the code could not be drawn. */
export function QrCode({ text, label, failedText, size = 224 }: { text: string; label: string; failedText: string; size?: 192 | 224 }) {
  const [image, setImage] = useState<Image | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((module) => (module.default ?? module).toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: size }))
      .then(
        (url) => live && setImage({ text, url }),
        () => live && setImage({ text, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text, size]);
  const current = image?.text === text ? image : null;
  const box = size === 224 ? 'size-56' : 'size-48';
  if (current && 'failed' in current) return <p className="text-error text-sm">{failedText}</p>;
  return current ? (
    <img src={current.url} alt={label} width={size} height={size} className={`rounded-box ${box} shrink-0 bg-white`} />
  ) : (
    <div className={`skeleton rounded-box ${box} shrink-0`} role="img" aria-label={label} aria-busy="true" />
  );
}
