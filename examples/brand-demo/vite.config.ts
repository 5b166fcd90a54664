import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain Vite + React app: no vanilla-extract plugin, no knowledge of the Aurum workspace.
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022' },
});
