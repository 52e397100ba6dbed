import type { JsonReply } from './http/jsonServer'

export type FaultTarget = 'service' | 'venue'

export interface FaultState {
  /** Fills still to fail on purpose (each failure then refunds). */
  failFills: number
  /** Extra wait before each fill, in ms. */
  fillDelayMs: number
  /** While true, every fill waits (after its delay) until a test releases it: a request held mid-flight for as long as the test needs, whatever the load. */
  holdFills: boolean
  /** Requests still to answer with an error status, per server. */
  outages: Record<FaultTarget, { remaining: number; status: number }>
}

/**
 * Faults a test switches on over HTTP (`/_devnet/faults`) to drive failure, refund and
 * outages. One instance per devnet: nothing here is module-level, so two devnets in one
 * process never share faults.
 */
export class Faults {
  private state: FaultState = {
    failFills: 0,
    fillDelayMs: 0,
    holdFills: false,
    outages: { service: { remaining: 0, status: 503 }, venue: { remaining: 0, status: 503 } },
  }

  /** Settles the fills waiting on the hold; set while `holdFills` is on. */
  private release: (() => void) | undefined
  private held: Promise<void> | undefined

  snapshot(): FaultState {
    return structuredClone(this.state)
  }

  set(patch: {
    failFills?: number | undefined
    fillDelayMs?: number | undefined
    holdFills?: boolean | undefined
    outage?: { target: FaultTarget; count: number; status?: number } | undefined
  }): FaultState {
    if (patch.failFills !== undefined) this.state.failFills = patch.failFills
    if (patch.fillDelayMs !== undefined) this.state.fillDelayMs = patch.fillDelayMs
    if (patch.holdFills !== undefined) this.hold(patch.holdFills)
    if (patch.outage) {
      this.state.outages[patch.outage.target] = { remaining: patch.outage.count, status: patch.outage.status ?? 503 }
    }
    return this.snapshot()
  }

  reset(): FaultState {
    this.state.failFills = 0
    this.state.fillDelayMs = 0
    this.hold(false)
    this.state.outages.service.remaining = 0
    this.state.outages.venue.remaining = 0
    return this.snapshot()
  }

  /** Consumes one planned fill failure, if any. */
  takeFillFailure(): boolean {
    if (this.state.failFills <= 0) return false
    this.state.failFills -= 1
    return true
  }

  get fillDelayMs(): number {
    return this.state.fillDelayMs
  }

  /** Resolves at once unless fills are held; then once they are released. */
  fillReleased(): Promise<void> {
    return this.held ?? Promise.resolve()
  }

  private hold(on: boolean): void {
    this.state.holdFills = on
    if (on) {
      this.held ??= new Promise((resolve) => (this.release = resolve))
      return
    }
    this.release?.()
    this.release = undefined
    this.held = undefined
  }

  /** The error reply for the next request to `target`, while an outage lasts. */
  takeOutage(target: FaultTarget): JsonReply | undefined {
    const outage = this.state.outages[target]
    if (outage.remaining <= 0) return undefined
    outage.remaining -= 1
    const headers: Record<string, string> = outage.status === 429 ? { 'retry-after': '1' } : {}
    return { status: outage.status, body: { message: `devnet fault: injected ${outage.status}`, errorCode: 'DEVNET_FAULT' }, headers }
  }
}
