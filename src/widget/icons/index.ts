export { ChainIcon, TokenIcon, type ChainIconProps, type IconChain, type IconCurrency, type TokenIconProps } from './TokenIcon'
export { avatarFor, type Avatar } from './avatar'
