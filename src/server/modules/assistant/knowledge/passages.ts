// The product's own texts cut into passages the assistant can quote: each has a language, a title,
// the text, and where a reader finds it (a screen of the app). Built once at start from
// locales/<language>/*.json and, for English, docs/*.md.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../../../shared/app-info.ts';

export interface Passage {
  id: string;
  language: Language;
  /** A translated label of the source ("FAQ", "Error code 2109", "Grid · Order amount"). */
  source: string;
  title: string;
  text: string;
  /** The app's page for more ("/problem"); null when the text has no page of its own. */
  link: string | null;
}

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

export type Texts = Record<string, unknown>;

export function readNamespace(language: Language, namespace: string): Texts {
  return JSON.parse(readFileSync(`${ROOT}locales/${language}/${namespace}.json`, 'utf8')) as Texts;
}

/** i18next placeholders ({{token}}) read as an ellipsis: the passage is about the rule, not one case. */
export const plain = (text: string) => text.replace(/\{\{[^}]+\}\}/g, '…').replace(/<\/?\d+>/g, '');

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null;
const strings = (value: Texts): string[] => Object.values(value).filter((v): v is string => typeof v === 'string');

/** Every object holding strings, with its path: one passage each (tutorial steps, topics). */
function objectsWithStrings(value: Texts, path: string[], out: Array<{ path: string[]; texts: Texts }>) {
  if (strings(value).length > 0) out.push({ path, texts: value });
  for (const [key, child] of Object.entries(value)) if (isTexts(child)) objectsWithStrings(child, [...path, key], out);
  return out;
}

/** A passage is quoted whole, so a long paragraph is cut at a sentence end near this length. */
const MAX_PASSAGE = 600;

function shortened(text: string): string {
  if (text.length <= MAX_PASSAGE) return text;
  const cut = text.slice(0, MAX_PASSAGE);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('; '));
  return `${end > MAX_PASSAGE / 3 ? cut.slice(0, end + 1) : cut}…`;
}

/**
 * English documentation, one passage per paragraph or list item under its section's heading
 * ("##"/"###"). Tables and code blocks are left out: they read badly quoted in a chat bubble.
 */
export function docPassages(): Passage[] {
  const dir = `${ROOT}docs/`;
  const passages: Passage[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
    const sections = readFileSync(dir + file, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .split(/^#{2,3} /m);
    sections.slice(1).forEach((section, index) => {
      const [heading = '', ...body] = section.split('\n');
      const paragraphs = body.join('\n').split(/\n\s*\n|\n(?=- )/);
      paragraphs.forEach((paragraph, part) => {
        if (/^\s*\|/.test(paragraph)) return;
        const text = paragraph.replace(/^- /, '').replace(/\*\*/g, '').replace(/\s+/g, ' ').trim();
        if (text.length < 40) return;
        passages.push({
          id: `doc:${file}:${index}.${part}`,
          language: 'en',
          source: `docs/${file}`,
          title: heading.trim(),
          text: shortened(text),
          link: null,
        });
      });
    });
  }
  return passages;
}

/** FAQ answers, tutorial texts, response-code meanings, validation rules and bot parameter help. */
export function localePassages(language: Language, label: (key: string, values?: Record<string, unknown>) => string): Passage[] {
  const passages: Passage[] = [];
  const add = (id: string, source: string, title: string, text: string, link: string | null) =>
    passages.push({ id: `${language}:${id}`, language, source, title: plain(title), text: plain(text), link });

  const faq = readNamespace(language, 'faq');
  for (const [key, item] of Object.entries((faq.items ?? {}) as Record<string, { q: string; a: string }>))
    add(`faq:${key}`, label('sources.faq'), item.q, item.a, '/problem');

  for (const { path, texts } of objectsWithStrings(readNamespace(language, 'tutorials'), [], [])) {
    const [title = '', ...rest] = strings(texts);
    const link = path[0] === 'videos' ? '/videoCourseList' : '/course';
    if (rest.length > 0) add(`tutorials:${path.join('.')}`, label('sources.tutorials'), title, rest.join(' '), link);
  }

  const messages = readNamespace(language, 'messages');
  for (const [code, text] of Object.entries((messages.code ?? {}) as Record<string, string>))
    add(`code:${code}`, label('sources.code', { code }), `${label('sources.code', { code })} ${code}`, text, null);
  for (const { path, texts } of objectsWithStrings((messages.validation ?? {}) as Texts, [], []))
    add(`validation:${path.join('.')}`, label('sources.rules'), '', strings(texts).join(' '), null);

  const bots = readNamespace(language, 'bots');
  const kinds = (bots.kinds ?? {}) as Record<string, Texts>;
  const params = (bots.params ?? {}) as Record<string, string>;
  const kindParams = (bots.paramLabels ?? {}) as Record<string, Record<string, string>>;
  for (const [kind, texts] of Object.entries(kinds)) {
    const name = typeof texts.name === 'string' ? texts.name : kind;
    const about = strings(texts).filter((text) => text !== name);
    if (about.length > 0) add(`bot:${kind}`, label('sources.bots'), name, about.join(' '), '/addrobot');
  }
  for (const [kind, help] of Object.entries((bots.fieldHelp ?? {}) as Record<string, Record<string, string>>)) {
    const kindName = typeof kinds[kind]?.name === 'string' ? (kinds[kind]!.name as string) : kind;
    for (const [param, text] of Object.entries(help)) {
      const paramName = kindParams[kind]?.[param] ?? params[param] ?? param;
      add(`param:${kind}.${param}`, label('sources.bots'), `${kindName} · ${paramName}`, text, '/addrobot');
    }
  }
  return passages;
}
