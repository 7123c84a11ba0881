// Types of loopback-only.mjs (plain JavaScript, so plain Node can preload it).
export function isLoopbackHost(host: string | undefined | null): boolean;
