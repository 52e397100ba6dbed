import type { FerryErrorCode } from '../../core/index'

/** Titles of a run's errors by their code (the outcome's heading); a code without one reads `outcome.errorTitle`. */
export type ErrorLabels = Partial<Record<FerryErrorCode, string>>
