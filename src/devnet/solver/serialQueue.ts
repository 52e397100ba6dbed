/**
 * Runs tasks one after another. The solver keeps one per chain so its transactions there go
 * out with consecutive nonces, however many requests are in flight.
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve()

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task)
    // The next task waits for this one to settle, whether it succeeded or not.
    this.tail = result.catch(() => undefined)
    return result
  }

  /** Resolves once every task queued so far has settled. */
  idle(): Promise<void> {
    return this.tail.then(() => undefined)
  }
}
