import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pwaPlugin } from './vite.pwa';

export default defineConfig({
  plugins: [react(), pwaPlugin()],
  server: { port: 5173, strictPort: true },
  build: { outDir: 'dist', sourcemap: true },
});
