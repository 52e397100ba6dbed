import type { Decorator } from '@storybook/react-vite'
import { useState } from 'react'
import './SourceListing.css'

export interface SourceFile {
  name: string
  code: string
}

/**
 * Source as a dApp writes it: this repository's imports of its own entries (`../../src/react/index`)
 * become the published names (`ferry-kit/react`), so the listing can be copied as it is.
 */
export function asPublished(source: string): string {
  const entries: Array<[string, string]> = [
    ['core', 'ferry-kit'],
    ['react', 'ferry-kit/react'],
    ['widget', 'ferry-kit/widget'],
  ]
  return entries.reduce(
    (code, [folder, name]) => code.replace(new RegExp(`(['"])(?:\\.\\.?/)+src/${folder}(?:/index)?\\1`, 'g'), `'${name}'`),
    source,
  )
}

/** The files of a story, readable and copyable under it (with or without Storybook's docs addon). */
export function SourceListing({ files }: { files: SourceFile[] }) {
  return (
    <section className="ferry-story-source" aria-label="Source">
      {files.map((file, i) => (
        <details key={file.name} open={i === 0}>
          <summary>{file.name}</summary>
          <CopyButton code={file.code} name={file.name} />
          <pre tabIndex={0}>
            <code>{file.code}</code>
          </pre>
        </details>
      ))}
    </section>
  )
}

function CopyButton({ code, name }: { code: string; name: string }) {
  const [label, setLabel] = useState('Copy')
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setLabel('Copied'),
      () => setLabel('Copy failed: select the text'),
    )
  return (
    <button type="button" onClick={copy} aria-label={`Copy ${name}`}>
      {label}
    </button>
  )
}

/** Shows `files` below the story, whatever the story renders (a live component or the no-devnet panel). */
export const withSourceListing =
  (files: SourceFile[]): Decorator =>
  (Story) => (
    <>
      <Story />
      <SourceListing files={files} />
    </>
  )
