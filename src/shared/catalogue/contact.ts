// The support channels of this deployment, shown on the contact, X (Twitter) and QR-code pages.
export const SUPPORT_CHANNELS = {
  email: 'support@mmconsole.example',
  telegram: 'mmconsole_support',
  twitter: 'mmconsole',
} as const;
