/**
 * How the devnet's currencies route treats a token: `verified` and `unverified` are listed
 * (`metadata.verified` says which); `unlisted` is deployed, priced and routable by `/quote` but
 * never returned by the currencies route, so a user must import it by its address.
 */
export type TokenListing = 'verified' | 'unverified' | 'unlisted'

/** One ERC-20 of the devnet's token list. */
export interface TokenSpec {
  symbol: string
  name: string
  decimals: number
  /** USD price of one whole token, as a decimal string with at most 6 fraction digits. */
  price: string
  /** The chain ids it is deployed on: the same symbol, name, decimals and logo on each. */
  chains: readonly number[]
  listing: TokenListing
  /** Brand colour of its logo. */
  color: string
}

const ONE = 31337
const TWO = 31338
const VENUE_EVM = 999
const ALL = [ONE, TWO, VENUE_EVM]
const BOTH = [ONE, TWO]

const token = (symbol: string, name: string, decimals: number, price: string, chains: readonly number[], color: string, listing: TokenListing = 'verified'): TokenSpec => ({
  symbol,
  name,
  decimals,
  price,
  chains,
  listing,
  color,
})

/**
 * The devnet's ERC-20s, majors first (the currencies route ranks by this order). Each is deployed
 * on its chains in this order, which fixes its address there (see `tokenAddress`). Symbols are
 * unique: the price table prices by symbol and `/quote` also takes a lowercase symbol.
 */
export const TOKEN_TABLE: readonly TokenSpec[] = [
  token('USDT', 'Tether USD', 6, '1', ALL, '#26A17B'),
  token('WETH', 'Wrapped Ether', 18, '3000', ALL, '#EC1C79'),
  token('WBTC', 'Wrapped BTC', 8, '60000', ALL, '#F09242'),
  token('DAI', 'Dai Stablecoin', 18, '1', BOTH, '#F5AC37'),
  token('USDe', 'USDe', 18, '1', BOTH, '#111111'),
  token('wstETH', 'Wrapped liquid staked Ether 2.0', 18, '3500', BOTH, '#00A3FF'),
  token('cbBTC', 'Coinbase Wrapped BTC', 8, '60000', BOTH, '#0052FF'),
  token('LINK', 'ChainLink Token', 18, '15', BOTH, '#2A5ADA'),
  token('UNI', 'Uniswap', 18, '8', BOTH, '#FF007A'),
  token('AAVE', 'Aave Token', 18, '95', BOTH, '#B6509E'),
  token('ARB', 'Arbitrum', 18, '0.8', [TWO], '#28A0F0'),
  token('OP', 'Optimism', 18, '1.6', [TWO], '#FF0420'),
  token('POL', 'Polygon Ecosystem Token', 18, '0.5', [ONE], '#8247E5'),
  token('MKR', 'Maker', 18, '1500', [ONE], '#1AAB9B'),
  token('LDO', 'Lido DAO Token', 18, '1.8', [ONE], '#F69988'),
  token('CRV', 'Curve DAO Token', 18, '0.4', BOTH, '#3465A4'),
  token('PEPE', 'Pepe', 18, '0.00001', BOTH, '#4C9540'),
  token('SHIB', 'SHIBA INU', 18, '0.000015', [ONE], '#FFA409'),
  token('COMP', 'Compound', 18, '50', [ONE], '#00D395'),
  token('SNX', 'Synthetix Network Token', 18, '2.5', BOTH, '#00D1FF'),
  token('GRT', 'Graph Token', 18, '0.2', BOTH, '#6747ED'),
  token('ENS', 'Ethereum Name Service', 18, '25', [ONE], '#5298FF'),
  token('APE', 'ApeCoin', 18, '1.2', [ONE], '#0054FA'),
  token('FRAX', 'Frax', 18, '1', BOTH, '#1F1F1F'),
  token('GMX', 'GMX', 18, '30', [TWO], '#2D42FC'),
  token('PENDLE', 'Pendle', 18, '4', BOTH, '#17A2B8'),
  token('PYUSD', 'PayPal USD', 6, '1', [ONE], '#0070E0'),
  token('SUSHI', 'SushiToken', 18, '1', BOTH, '#FA52A0'),
  token('BAL', 'Balancer', 18, '3', [ONE], '#1E1E1E'),
  token('YFI', 'yearn.finance', 18, '7000', [ONE], '#006AE3'),
  token('1INCH', '1INCH Token', 18, '0.4', [ONE], '#1B314F'),
  token('BLUR', 'Blur', 18, '0.3', [ONE], '#FF6D00'),
  token('ENA', 'ENA', 18, '0.5', [ONE], '#2E2E33'),
  token('EIGEN', 'Eigen', 18, '3', [ONE], '#1A0C6D'),
  token('MORPHO', 'Morpho Token', 18, '2', BOTH, '#2470FF'),
  token('WHYPE', 'Wrapped HYPE', 18, '25', [VENUE_EVM], '#50D2C1'),
  token('kHYPE', 'Kinetiq Staked HYPE', 18, '25.5', [VENUE_EVM], '#3B82F6'),
  // Long tail: made-up projects, as a real list is full of.
  token('FERRY', 'Ferry Protocol', 18, '0.42', ALL, '#0F766E'),
  token('TIDE', 'Tidewater', 18, '0.031', [TWO, VENUE_EVM], '#1D4ED8'),
  token('KELP', 'Kelpie Finance', 9, '2.75', [ONE], '#15803D'),
  // Unverified: listed, flagged `verified: false`.
  token('MOON', 'MoonShot Inu', 18, '0.0003', BOTH, '#A855F7', 'unverified'),
  token('GLDN', 'Goldenrod', 9, '0.07', [ONE], '#CA8A04', 'unverified'),
  token('FROG', 'Frog Wif Hat', 18, '0.002', [TWO, VENUE_EVM], '#65A30D', 'unverified'),
  token('LOB', 'Lobster DAO', 18, '0.15', [VENUE_EVM], '#DC2626', 'unverified'),
  // Unlisted: routable, found only by importing the address.
  token('QRKS', 'Quarks', 18, '0.9', BOTH, '#7C3AED', 'unlisted'),
  token('HOOT', 'Hoot Owl', 6, '0.25', [ONE], '#92400E', 'unlisted'),
  token('PLNK', 'Plankton', 18, '0.0005', [VENUE_EVM], '#0891B2', 'unlisted'),
]

/**
 * What each dev account holds of the tokens, in whole tokens, per chain: a varied handful, so a
 * picker sorting by USD value has something to sort (every other token, zero). The solver holds
 * `SOLVER_TOKEN_INVENTORY` of every token.
 */
export const DEV_TOKEN_BALANCES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  [ONE]: { WETH: '1.5', WBTC: '0.05', DAI: '2500', LINK: '120', PEPE: '25000000', USDT: '750', MOON: '1000000', GLDN: '3000', QRKS: '500', HOOT: '40' },
  [TWO]: { USDT: '300', ARB: '900', OP: '400', wstETH: '0.4', FROG: '2000000', QRKS: '250', MOON: '50000' },
  [VENUE_EVM]: { WHYPE: '40', USDT: '120', FERRY: '10000', LOB: '800', PLNK: '3000000' },
}

/** Whole tokens of each token the solver starts with on each of its chains: its inventory for fills. */
export const SOLVER_TOKEN_INVENTORY = 10n ** 12n
