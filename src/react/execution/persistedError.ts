import {
  AbortedError,
  ChainsUnavailableError,
  ExecutionInProgressError,
  FerryError,
  FollowStoppedError,
  HttpError,
  InsufficientFundsError,
  InvalidArgumentError,
  MalformedResponseError,
  NetworkError,
  PlaceholderQuoteError,
  QuoteChangedError,
  QuoteRequestError,
  RequestFailedError,
  RequestRefundedError,
  SimulationRevertedError,
  StatusTimeoutError,
  TokenPriceUnavailableError,
  TimeoutError,
  TransactionFailedError,
  UnexpectedSignatureRequestError,
  UnknownError,
  UnsafeStepError,
  UnsupportedStepError,
  UserRejectedError,
  VenueSubmissionError,
  WalletError,
  AllowanceError,
  type DevnetErrorCode,
  type FerryErrorCode,
} from '../../core/index'
import { FerryProviderNotFoundError, RequestNotFoundError } from '../errors'
import { CancelledError, ExecutionInterruptedError, ResumeWouldSendError, WalletNotConnectedError } from './errors'

type ErrorClass = abstract new (...args: never[]) => FerryError

/** The class of each code an execution can end with (the devnet's never reach a browser). */
const CLASSES: Record<Exclude<FerryErrorCode, DevnetErrorCode>, ErrorClass> = {
  INVALID_ARGUMENT: InvalidArgumentError,
  INVALID_QUOTE_REQUEST: QuoteRequestError,
  HTTP_ERROR: HttpError,
  NETWORK_ERROR: NetworkError,
  TIMEOUT: TimeoutError,
  ABORTED: AbortedError,
  MALFORMED_RESPONSE: MalformedResponseError,
  CHAINS_UNAVAILABLE: ChainsUnavailableError,
  TOKEN_PRICE_UNAVAILABLE: TokenPriceUnavailableError,
  UNSAFE_STEP: UnsafeStepError,
  UNSUPPORTED_STEP: UnsupportedStepError,
  UNEXPECTED_SIGNATURE_REQUEST: UnexpectedSignatureRequestError,
  SIMULATION_REVERTED: SimulationRevertedError,
  QUOTE_CHANGED: QuoteChangedError,
  EXECUTION_IN_PROGRESS: ExecutionInProgressError,
  PLACEHOLDER_QUOTE: PlaceholderQuoteError,
  USER_REJECTED: UserRejectedError,
  INSUFFICIENT_FUNDS: InsufficientFundsError,
  WALLET_ERROR: WalletError,
  ALLOWANCE_ERROR: AllowanceError,
  TRANSACTION_FAILED: TransactionFailedError,
  VENUE_SUBMISSION_FAILED: VenueSubmissionError,
  REQUEST_FAILED: RequestFailedError,
  REQUEST_REFUNDED: RequestRefundedError,
  STATUS_TIMEOUT: StatusTimeoutError,
  FOLLOW_STOPPED: FollowStoppedError,
  UNKNOWN_ERROR: UnknownError,
  PROVIDER_NOT_FOUND: FerryProviderNotFoundError,
  WALLET_NOT_CONNECTED: WalletNotConnectedError,
  EXECUTION_INTERRUPTED: ExecutionInterruptedError,
  RESUME_WOULD_SEND: ResumeWouldSendError,
  CANCELLED: CancelledError,
  REQUEST_NOT_FOUND: RequestNotFoundError,
}

const ERROR_TAG = '$ferryError'
const BIGINT_TAG = '$bigint'

/**
 * JSON replacer of the persisted execution: a Ferry error keeps its own fields (code, messages,
 * typed context such as a changed quote or the hashes sent) and its message; its `cause` (often a
 * library's error, not data) and stack are left behind. Bigints are kept as strings, tagged.
 */
export function persistReplacer(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return { [BIGINT_TAG]: value.toString() }
  if (value instanceof FerryError) return { [ERROR_TAG]: { ...value, message: value.message } }
  return value
}

/** JSON reviver of the persisted execution: rebuilds each error with its class, so `instanceof` and its typed fields hold after a reload. */
export function persistReviver(_key: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (BIGINT_TAG in value) return BigInt(String(value[BIGINT_TAG]))
  if (ERROR_TAG in value) return reviveError(value[ERROR_TAG])
  return value
}

/** A Ferry error from its persisted fields (at least `code`), with the class of its code. */
export function reviveError(fields: unknown): FerryError | undefined {
  if (typeof fields !== 'object' || fields === null || !('code' in fields) || typeof fields.code !== 'string') return undefined
  const { message, ...own } = fields as { message?: unknown; code: string }
  const Class = CLASSES[own.code as keyof typeof CLASSES] ?? FerryError
  // Built without its constructor, whose arguments are not kept: its fields are restored as they were.
  const error = Object.assign(Object.create(Class.prototype) as FerryError, { details: undefined, metaMessages: undefined, ...own })
  Object.defineProperty(error, 'message', { value: typeof message === 'string' ? message : '', writable: true, configurable: true })
  return error
}
