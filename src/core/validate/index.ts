export { validateQuoteRequest } from './validateQuoteRequest'
export type { ValidationIssue } from './validateQuoteRequest'
