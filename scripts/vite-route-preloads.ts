// The public pages' lazy pieces, requested with the entry instead of after it. A first visit to
// /login or /light otherwise loads in three waves, one round trip each: the entry scripts, then the
// language's `common` texts (the texts start loading only once the entry runs), then the layout, the screen
// and the route's own texts (the router asks for them only once it matches). On a phone over a
// mobile network each wave costs a round trip before anything paints.
//
// At build time this plugin reads, for every route file under src/client/routes/_public (and the
// public layout route), the screens it imports lazily and the namespaces its loader names, and
// writes into index.html a map from path to those chunks (with the chunks they import) and from
// language and namespace to the locale chunk. index.html's boot script turns the entry for
// location.pathname and the saved language into <link rel="modulepreload">. In development the map
// stays empty and nothing is preloaded.
import { readFileSync } from 'node:fs';
import { basename, sep } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

const PLACEHOLDER = '/*ROUTE_PRELOADS*/ {}';
const PUBLIC_ROUTES = `${sep}src${sep}client${sep}routes${sep}_public`;
const LAYOUT_ROUTE = `${sep}src${sep}client${sep}routes${sep}_public.tsx`;
const LOCALE = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;

interface RouteModules {
  /** The page's path: /login for routes/_public/login.tsx; '' for the layout every public page has. */
  path: string;
  lazy: string[];
  namespaces: string[];
}

export interface RoutePreloadMap {
  /** Path → the chunk files of its screen and layout (with their static imports) and its namespaces. */
  routes: Record<string, { js: string[]; ns: string[] }>;
  /** "en/common" → the chunk file of that locale namespace. */
  locales: Record<string, string>;
}

const namespacesOf = (source: string): string[] =>
  [...source.matchAll(/loadNamespaces\(([^)]*)\)/g)].flatMap((match) => [...match[1]!.matchAll(/'([\w-]+)'/g)].map((name) => name[1]!));

/** The chunk and every chunk it statically imports, as absolute paths. */
function closure(bundle: OutputBundle, file: string, into: Set<string>): void {
  if (into.has(file)) return;
  const chunk = bundle[file];
  if (chunk?.type !== 'chunk') return;
  into.add(file);
  for (const imported of chunk.imports) closure(bundle, imported, into);
}

export function routePreloads(): Plugin {
  const routes: RouteModules[] = [];
  return {
    name: 'route-preloads',
    apply: 'build',
    buildEnd() {
      routes.length = 0;
      for (const id of this.getModuleIds()) {
        const isLayout = id.endsWith(LAYOUT_ROUTE);
        if (!isLayout && !(id.includes(`${PUBLIC_ROUTES}${sep}`) && id.endsWith('.tsx'))) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        routes.push({
          path: isLayout ? '' : `/${basename(id, '.tsx')}`,
          lazy: [...info.dynamicallyImportedIds],
          namespaces: namespacesOf(readFileSync(id, 'utf8')),
        });
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !html.includes(PLACEHOLDER)) return html;
        const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
        const chunkOf = (moduleId: string) => chunks.find((chunk) => chunk.facadeModuleId === moduleId)?.fileName;
        // Already requested by index.html itself.
        const entry = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closure(bundle, chunk.fileName, entry);

        const map: RoutePreloadMap = { routes: {}, locales: {} };
        for (const chunk of chunks) {
          const locale = chunk.facadeModuleId ? LOCALE.exec(chunk.facadeModuleId) : null;
          if (locale) map.locales[`${locale[1]}/${locale[2]}`] = `/${chunk.fileName}`;
        }
        const layout = routes.find((route) => route.path === '');
        for (const route of routes) {
          if (route.path === '') continue;
          const files = new Set<string>();
          for (const lazy of [...(layout?.lazy ?? []), ...route.lazy]) {
            const file = chunkOf(lazy);
            if (file) closure(bundle, file, files);
          }
          map.routes[route.path] = {
            js: [...files].filter((file) => !entry.has(file)).map((file) => `/${file}`),
            ns: ['common', ...(layout?.namespaces ?? []), ...route.namespaces],
          };
        }
        return html.replace(PLACEHOLDER, JSON.stringify(map));
      },
    },
  };
}
