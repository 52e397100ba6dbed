// `npm run contracts`: recompiles src/devnet/contracts/*.sol and rewrites artifacts.ts beside them.
import { writeFileSync } from 'node:fs'
import { relative } from 'node:path'
import { artifactsPath, compileContracts, renderArtifacts } from './compileContracts.mjs'

const compiled = compileContracts()
for (const warning of compiled.warnings) console.error(warning)
writeFileSync(artifactsPath, renderArtifacts(compiled))
process.stdout.write(`wrote ${relative(process.cwd(), artifactsPath)} (${compiled.artifacts.length} contracts, solc ${compiled.solcVersion})\n`)
