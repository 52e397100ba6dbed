// Reading an esbuild metafile: which output chunks load first, and what they are made of.

/**
 * The JavaScript outputs a page loads before anything runs: the entry chunks and the chunks they
 * import statically, transitively. Dynamic imports (`import()`) start lazy chunks and are not followed.
 * A lazy target is known from the inputs' `import()`s, not the outputs': esbuild still emits the
 * target of an `import()` whose code it dropped (an unused export that would load it), and nothing
 * loads that file.
 */
export function initialOutputs(metafile) {
  const outputs = metafile.outputs
  const lazyInputs = new Set(Object.values(metafile.inputs).flatMap(({ imports }) => imports.filter(({ kind }) => kind === 'dynamic-import').map(({ path }) => path)))
  const pending = Object.keys(outputs).filter((file) => file.endsWith('.js') && outputs[file].entryPoint !== undefined && !lazyInputs.has(outputs[file].entryPoint))
  const initial = new Set()
  while (pending.length > 0) {
    const file = pending.pop()
    if (initial.has(file) || !(file in outputs)) continue
    initial.add(file)
    for (const { path, kind } of outputs[file].imports) if (kind === 'import-statement' && !(outputs[path]?.external ?? false)) pending.push(path)
  }
  return initial
}

/** The `count` largest inputs (minified bytes in `files`), optionally grouped by `groupOf(input)`. */
export function topInputs(metafile, files, count, groupOf = (input) => input) {
  const totals = new Map()
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file].inputs)) {
      const group = groupOf(input)
      totals.set(group, (totals.get(group) ?? 0) + bytesInOutput)
    }
  }
  return [...totals]
    .map(([input, bytes]) => ({ input, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
}

/**
 * The JavaScript a Vite-built page loads before first paint: the entry chunk, what it imports
 * statically (transitively), and what index.html preloads (`modulepreload`). `output` is what
 * Vite's `build()` resolved to; `html` the index.html it wrote.
 */
export function viteInitialChunks(output, html) {
  const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]))
  const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
  for (const [, href] of html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/?([^"]+\.js)"/g)) pending.push(href)
  const initial = new Set()
  while (pending.length > 0) {
    const file = pending.pop()
    if (initial.has(file) || !chunks.has(file)) continue
    initial.add(file)
    pending.push(...chunks.get(file).imports)
  }
  return { chunks, initial }
}
