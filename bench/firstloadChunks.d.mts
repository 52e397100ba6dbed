// Types for bench/firstloadChunks.mjs (its test imports it).
export interface Metafile {
  inputs: Record<string, { imports: { path: string; kind: string }[] }>
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string; external?: boolean }[]; inputs: Record<string, { bytesInOutput: number }> }>
}
export function initialOutputs(metafile: Metafile): Set<string>
export function topInputs(metafile: Metafile, files: Iterable<string>, count: number, groupOf?: (input: string) => string): { input: string; bytes: number }[]
export interface ViteOutputChunk {
  type: 'chunk'
  fileName: string
  isEntry: boolean
  imports: string[]
  code: string
}
export function viteInitialChunks(output: (ViteOutputChunk | { type: 'asset'; fileName: string })[], html: string): { chunks: Map<string, ViteOutputChunk>; initial: Set<string> }
