// /qrcode: a QR code of this site, to open the console on a phone and add it to the home screen.
import { toString as qrToSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

const STEPS = ['scan', 'open', 'install'] as const;

export function QrCodePage() {
  const { t } = useTranslation('site');
  const url = `${window.location.origin}/light`;
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void qrToSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#111827', light: '#ffffff' } }).then(
      (markup) => {
        if (live) setSvg(markup);
      },
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="mx-auto grid max-w-4xl items-center gap-10 px-4 py-12 md:grid-cols-2">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('qrcode.title')}</h1>
        <p className="mt-2 opacity-75">{t('qrcode.subtitle')}</p>
        <ol className="mt-6 space-y-3">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-3">
              <span className="badge badge-primary badge-lg shrink-0 tabular-nums">{index + 1}</span>
              <span className="text-sm opacity-85">{t(`qrcode.steps.${step}`)}</span>
            </li>
          ))}
        </ol>
      </div>
      <figure className="mx-auto w-full max-w-xs">
        <div className="rounded-box aspect-square w-full bg-white p-4 shadow-lg" role="img" aria-label={t('qrcode.imageLabel', { url })}>
          {/* The SVG comes from the qrcode library, generated from this site's own address. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: markup generated locally by the qrcode library from our own URL. */}
          {svg && <div className="size-full [&>svg]:size-full" dangerouslySetInnerHTML={{ __html: svg }} />}
        </div>
        <figcaption className="mt-3 text-center font-mono text-xs break-all opacity-60">{url}</figcaption>
      </figure>
    </div>
  );
}
