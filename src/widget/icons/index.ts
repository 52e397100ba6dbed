export { ChainIcon, TokenIcon } from './TokenIcon'
