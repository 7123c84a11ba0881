// Replaces the values of fields that can hold a credential, at any depth. Used before a payload
// leaves its owner for a log (the client's error reports, the server's logs).
// An exchange API key is not a secret on its own but identifies the account: it is kept out of logs too.
const SENSITIVE_KEY = /pass|secret|private|token|auth_code|sms_code|email_code|^code$|mnemonic|seed|signature|api_?key/i;

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SENSITIVE_KEY.test(key) ? '[redacted]' : redactSecrets(item, depth + 1),
    ]),
  );
}
