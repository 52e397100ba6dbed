import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// Storybook's own Vite config. The package's vite.config.ts is a library build (entry points, the
// widget's CSS asset, vitest settings) that the preview must not inherit.
export default defineConfig({
  plugins: [react()],
})
