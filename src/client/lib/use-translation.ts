// A component's texts: `const { t, i18n } = useTranslation('bots')`. react-i18next's hook with the
// settings of lib/i18n.ts: the component suspends until its namespaces are there in the current
// language (or, with `useSuspense: false`, renders at once with `ready` false and the keys as texts,
// and again when they arrive), and renders again when the language changes; a namespace another
// screen loads leaves it alone. A key naming another namespace ("messages:…") reads it as it is:
// the layouts load those (common first, messages with the main layout) before their screens.
//
// Components import this module, not react-i18next: one home for the library, and `t` keeps the
// plain type the app's helpers take (condition-text.ts), instead of i18next's typed-key overloads.
import type { i18n as I18n } from 'i18next';
import { useTranslation as useReactTranslation } from 'react-i18next';

export type TextParams = Record<string, unknown>;

/** A text by key ("ns:key" or a dotted path) with its values; the key itself when there is none. */
export type Translate = (key: string, params?: TextParams) => string;

export function useTranslation(
  namespace?: string | readonly string[],
  options: { useSuspense?: boolean } = {},
): { t: Translate; i18n: I18n; ready: boolean } {
  const { t, i18n, ready } = useReactTranslation(namespace as string | string[] | undefined, options);
  return { t: t as Translate, i18n, ready };
}
