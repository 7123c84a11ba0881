import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  // The manifest maps source modules to built chunks (bench/client-bundle.ts and the e2e login helper read it).
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false, manifest: true },
  server: { proxy: { '/Api': apiTarget } },
  plugins: [
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
