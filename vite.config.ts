import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type LogLevel, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { routePreloads } from './scripts/vite-route-preloads.ts';

// vite-plugin-pwa builds the service worker in a second Vite build of its own, which neither
// inherits the app build's log level (`vite build --logLevel warn` from `npm start` would still
// list its output) nor avoids Rollup's `inlineDynamicImports`, deprecated in Vite 8's bundler
// (Rolldown) in favour of `codeSplitting: false`, which says the same thing.
let appLogLevel: LogLevel | undefined;
const recordAppLogLevel: Plugin = {
  name: 'record-app-log-level',
  configResolved(config) {
    appLogLevel = config.logLevel;
  },
};
const serviceWorkerBuild: Plugin = {
  name: 'service-worker-build',
  config(config) {
    const output = config.build?.rollupOptions?.output;
    if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
      delete output.inlineDynamicImports;
      Object.assign(output, { codeSplitting: false });
    }
    return appLogLevel ? { logLevel: appLogLevel } : undefined;
  },
};

// Whole package names (the separator after each), so a package whose name merely starts with one of
// them (react-day-picker, loaded with the date field's calendar) stays in its own lazy chunk.
const FRAMEWORK_MODULES =
  /node_modules[\\/]((react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store)|i18next|react-i18next|i18next-resources-to-backend|jotai|use-sync-external-store|workbox-window)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/]))/;

// The app's own modules that every public page (the first a visitor downloads) runs: the layout,
// its header controls and the small libraries under them. Only modules listed here, so nothing
// that pulls in the api or IndexedDB joins them; bench/client-bundle.ts weighs the result.
const PUBLIC_SHELL_MODULES = new RegExp(
  `src[\\\\/](${[
    'client/lib/(store|i18n|use-translation|lazy-load|route-guard|device-store|load-once|api/api|api/api-call-error)\\.ts',
    'client/app/service-worker\\.ts',
    'client/components/(brand|theme-switcher|header-dropdown|radio-cards|language-switcher|public-prompt-link)\\.tsx',
    'client/components/feedback/feedback-atoms\\.ts',
    'client/features/public-site/public-layout\\.tsx',
    'shared/(app-info|message-key|catalogue/plans|protocol/response-codes)\\.ts',
  ]
    .join('|')
    .replaceAll('/', '[\\\\/]')})$`,
);

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  // The manifest maps source modules to built chunks (bench/client-bundle.ts and the e2e login helper read it).
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs (React, the router, i18next, jotai, the service worker's
            // registration) in one file: it compresses better whole than as the two dozen small
            // chunks the default split makes of it, and is requested at once instead of in waves.
            { name: 'framework', test: FRAMEWORK_MODULES },
            { name: 'public-shell', test: PUBLIC_SHELL_MODULES },
          ],
        },
      },
    },
  },
  server: { proxy: { '/Api': apiTarget } },
  plugins: [
    recordAppLogLevel,
    // The router plugin must run before react() so route files are code-split.
    tanstackRouter({
      target: 'react',
      // Route files stay in the first bundle (they are a few lines each); each screen is split by
      // lazyScreen() in the route file, which adds the 120 s load deadline (lib/lazy-screen.ts).
      autoCodeSplitting: false,
      routesDirectory: './src/client/routes',
      generatedRouteTree: './src/client/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    routePreloads(),
    // Every text file of the build also as .br and .gz, served as they are (@fastify/static's
    // preCompressed): no compression work per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|js|mjs|css|json|webmanifest|svg|txt|xml)$/, threshold: 512 }),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false,
      injectManifest: {
        // The shell (HTML, JS, CSS, icons) is precached; locales and lazy chunks are runtime-cached
        // by the service worker as they are first used.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        buildPlugins: { vite: [serviceWorkerBuild] },
      },
      manifest: {
        name: 'MM Console',
        short_name: 'MM Console',
        description: 'Market-making and trading-bot console',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#1d232a',
        theme_color: '#1d232a',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
});
