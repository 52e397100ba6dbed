import { useState, type CSSProperties, type ReactElement } from 'react'
import { avatarFor } from './avatar'

export interface LogoProps {
  /** The image; without one, or when it fails to load, the generated avatar shows. */
  src?: string | undefined
  /** Seeds the avatar's colour: an address, or a chain id. */
  seed: string
  /** Gives the avatar's initials: a symbol or a name. */
  label: string
  size: number
  shape: 'round' | 'square'
}

/** A logo, or initials on a derived colour when there is none or it fails: never blank. Decorative. */
export function Logo({ src, seed, label, size, shape }: LogoProps): ReactElement {
  // The source that failed, so a new `src` is tried again.
  const [failed, setFailed] = useState<string>()
  const className = `ferry-logo ferry-logo--${shape}`
  const style = { '--ferry-logo-size': `${size}px` } as CSSProperties
  if (src && failed !== src) {
    return <img className={className} style={style} src={src} alt="" aria-hidden="true" width={size} height={size} loading="lazy" decoding="async" onError={() => setFailed(src)} />
  }
  const avatar = avatarFor(seed, label)
  return (
    <span className={`${className} ferry-logo--avatar`} style={{ ...style, '--ferry-logo-hue': avatar.hue } as CSSProperties} aria-hidden="true">
      {avatar.initials}
    </span>
  )
}
