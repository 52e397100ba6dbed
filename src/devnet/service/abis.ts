import { parseAbi } from 'viem'

/*
 * The calls the service encodes into steps and estimates for fills, from the function signatures
 * of docs/devnet.md: the quote needs only these, not the compiled contracts.
 */

export const depositoryAbi = parseAbi([
  'function depositNative(bytes32 id) payable',
  'function depositErc20(address token, uint256 amount, bytes32 id)',
])

export const erc20Abi = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
])

export const routerAbi = parseAbi(['function multicall((address to, bytes data, uint256 value)[] calls) payable'])
