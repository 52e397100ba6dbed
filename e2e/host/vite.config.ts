import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { keepDevnetOut } from '../../build/browserDevnet.ts'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = resolve(root, '../..')

/**
 * The e2e host page, built once (`npm run build:host`) into e2e/host/dist: a dApp that embeds
 * <BridgeWidget> from the package as built (`ferry-kit` resolves to the repo's dist). It reads the
 * devnet from /devnet.json, which its server (startHostServer.mjs) answers.
 */
export default defineConfig({
  root,
  plugins: [react(), keepDevnetOut({ repo, page: 'the host page' })],
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
  clearScreen: false,
})
