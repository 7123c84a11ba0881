// The app's texts in the browser: namespaces of nested keys per language (locales/<lng>/<ns>.json),
// loaded when a screen first asks for them, and looked up the way i18next looks them up, for the
// part of i18next the app uses: "ns:key" and dotted paths, a list of namespaces tried in turn,
// {{name}} placeholders (values as they are: React escapes what it renders), plurals by `count`
// (key_one, key_other… chosen by Intl.PluralRules), `defaultValue`, and the key itself when nothing
// is found. The server keeps i18next (e-mails, push, logs); the browser has this instead, because
// i18next and react-i18next were 15 KB of the 141 KB of script the login page loaded
// (docs/architecture.md "Texts in the browser").

export type TextParams = Record<string, unknown>;
type TextTree = { [key: string]: string | TextTree };

export interface TranslatorOptions {
  language: string;
  defaultNamespace: string;
  /** A namespace's texts in a language ({} when there is no such file). */
  load(language: string, namespace: string): Promise<Record<string, unknown>>;
}

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

export class Translator {
  private current: string;
  private changingTo: string | null = null;
  /** The namespace keys without one are looked up in. */
  readonly defaultNamespace: string;
  private readonly loadFile: TranslatorOptions['load'];
  private readonly resources = new Map<string, TextTree>();
  private readonly loading = new Map<string, Promise<void>>();
  /** Why a namespace's last load failed, until someone is told (takeFailure). */
  private readonly failures = new Map<string, unknown>();
  /** Every namespace asked for so far: a language change loads them all before it shows. */
  private readonly asked = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly pluralRules = new Map<string, Intl.PluralRules>();

  constructor(options: TranslatorOptions) {
    this.current = options.language;
    this.defaultNamespace = options.defaultNamespace;
    this.loadFile = options.load;
  }

  get language(): string {
    return this.current;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether every one of these namespaces is there in the current language. */
  hasLoaded(namespaces: readonly string[]): boolean {
    return namespaces.every((namespace) => this.resources.has(`${this.current}/${namespace}`));
  }

  /**
   * What texts from these namespaces look like now: the language and which of them are missing. It
   * changes only when what `t` returns for them can change, so a component renders again when its
   * own texts arrive or the language changes, not when another screen's texts (or the next
   * language's, while a change loads them) come in.
   */
  stateOf(namespaces: Iterable<string>): string {
    let state = this.current;
    for (const namespace of namespaces) if (!this.resources.has(`${this.current}/${namespace}`)) state += `|${namespace}`;
    return state;
  }

  /** Why one of these namespaces could not be loaded in the current language, once: the next ask loads again. */
  takeFailure(namespaces: readonly string[]): unknown {
    for (const namespace of namespaces) {
      const id = `${this.current}/${namespace}`;
      if (this.failures.has(id)) {
        const failure = this.failures.get(id);
        this.failures.delete(id);
        return failure;
      }
    }
    return undefined;
  }

  /** Loads the namespaces in the current language; the same promise while one is on its way. */
  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    for (const namespace of namespaces) this.asked.add(namespace);
    return this.loadIn(this.current, namespaces);
  }

  /** Switches language once every namespace asked for so far is there in the new one. */
  async changeLanguage(language: string): Promise<void> {
    // The last change asked for wins, whichever language's texts arrive first.
    this.changingTo = language;
    await this.loadIn(language, [...this.asked]);
    if (this.changingTo !== language || this.current === language) return;
    this.current = language;
    this.changed();
  }

  /** The text of `key` ("ns:path.to.key", or a path looked up in `namespaces` in turn). */
  t(key: string, params: TextParams = {}, namespaces: readonly string[] = [this.defaultNamespace]): string {
    const split = key.indexOf(':');
    const [path, inNamespaces] = split > 0 ? [key.slice(split + 1), [key.slice(0, split)]] : [key, namespaces];
    const found = this.find(path, inNamespaces, params.count);
    if (found !== undefined) return interpolate(found, params);
    const fallback = params.defaultValue;
    return typeof fallback === 'string' ? interpolate(fallback, params) : path;
  }

  private find(path: string, namespaces: readonly string[], count: unknown): string | undefined {
    const candidates = typeof count === 'number' ? [...pluralKeys(path, count, this.plural(count)), path] : [path];
    for (const namespace of namespaces) {
      const tree = this.resources.get(`${this.current}/${namespace}`);
      if (!tree) continue;
      for (const candidate of candidates) {
        const value = lookUp(tree, candidate);
        if (typeof value === 'string') return value;
      }
    }
    return undefined;
  }

  private plural(count: number): string {
    let rules = this.pluralRules.get(this.current);
    if (!rules) {
      rules = new Intl.PluralRules(this.current);
      this.pluralRules.set(this.current, rules);
    }
    return rules.select(count);
  }

  private loadIn(language: string, namespaces: readonly string[]): Promise<void> {
    const waits = namespaces.map((namespace) => {
      const id = `${language}/${namespace}`;
      if (this.resources.has(id)) return undefined;
      let pending = this.loading.get(id);
      if (!pending) {
        pending = this.loadFile(language, namespace).then(
          (texts) => {
            this.resources.set(id, texts as TextTree);
            this.loading.delete(id);
            this.changed();
          },
          (error: unknown) => {
            // A failed load may be tried again (the next screen that asks).
            this.loading.delete(id);
            this.failures.set(id, error);
            throw error;
          },
        );
        this.loading.set(id, pending);
      }
      return pending;
    });
    const pending = waits.filter((wait): wait is Promise<void> => wait !== undefined);
    return pending.length === 0 ? Promise.resolve() : Promise.all(pending).then(() => undefined);
  }

  /** Tells subscribers something changed; each asks stateOf whether it concerns it. */
  private changed(): void {
    for (const listener of this.listeners) listener();
  }
}

/** i18next's plural keys: key_zero for 0 when the file has one, then the language's own form. */
function pluralKeys(path: string, count: number, form: string): string[] {
  return count === 0 ? [`${path}_zero`, `${path}_${form}`] : [`${path}_${form}`];
}

function lookUp(tree: TextTree, path: string): string | TextTree | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

/**
 * Fills {{name}} (and {{a.b}}) placeholders. As i18next does: a value passed as undefined or null
 * becomes empty, a name not passed at all stays as written, so a missing value shows in the text.
 */
export function interpolate(text: string, params: TextParams): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, raw: string) => {
    const name = raw.trim();
    if (!(name.split('.')[0]! in params)) return placeholder;
    let value: unknown = params;
    for (const part of name.split('.')) value = value === null || value === undefined ? undefined : (value as TextParams)[part];
    return value === null || value === undefined ? '' : String(value);
  });
}
