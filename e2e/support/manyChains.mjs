// A service catalogue at the live service's scale: 60 real-world EVM chains, each with its gas
// currency and a USDC, for the picker's flows, its story and its screens. Plain JavaScript, so the
// screens script (plain Node) reads it as the e2e flows and Storybook do. Logos are drawn here as
// `data:` SVGs in each chain's brand colour (the tests run offline); the addresses are made up.

/** `[id, name, brand colour, gas symbol]`, by the chains' own names and ids. */
const CHAINS = [
  [1, 'Ethereum', '#627EEA', 'ETH'],
  [42161, 'Arbitrum One', '#28A0F0', 'ETH'],
  [8453, 'Base', '#0052FF', 'ETH'],
  [10, 'OP Mainnet', '#FF0420', 'ETH'],
  [137, 'Polygon', '#8247E5', 'POL'],
  [56, 'BNB Chain', '#F0B90B', 'BNB'],
  [43114, 'Avalanche', '#E84142', 'AVAX'],
  [324, 'zkSync Era', '#1E69FF', 'ETH'],
  [59144, 'Linea', '#121212', 'ETH'],
  [534352, 'Scroll', '#FFDBB0', 'ETH'],
  [81457, 'Blast', '#FCFC03', 'ETH'],
  [5000, 'Mantle', '#000000', 'MNT'],
  [42220, 'Celo', '#FCFF52', 'CELO'],
  [100, 'Gnosis', '#04795B', 'XDAI'],
  [1329, 'Sei', '#9E1F19', 'SEI'],
  [130, 'Unichain', '#F50DB4', 'ETH'],
  [1868, 'Soneium', '#000000', 'ETH'],
  [7777777, 'Zora', '#2B5DF0', 'ETH'],
  [34443, 'Mode', '#DFFE00', 'ETH'],
  [1135, 'Lisk', '#0C152E', 'ETH'],
  [480, 'World Chain', '#000000', 'ETH'],
  [8333, 'B3', '#0C68E9', 'ETH'],
  [2741, 'Abstract', '#2CCC6B', 'ETH'],
  [80094, 'Berachain', '#814625', 'BERA'],
  [146, 'Sonic', '#1969FF', 'S'],
  [57073, 'Ink', '#7132F5', 'ETH'],
  [60808, 'BOB', '#F25D00', 'ETH'],
  [42170, 'Arbitrum Nova', '#EF8220', 'ETH'],
  [1101, 'Polygon zkEVM', '#7B3FE4', 'ETH'],
  [252, 'Fraxtal', '#000000', 'FRXETH'],
  [169, 'Manta Pacific', '#1C1C1C', 'ETH'],
  [7560, 'Cyber', '#000000', 'ETH'],
  [690, 'Redstone', '#F34242', 'ETH'],
  [288, 'Boba Network', '#CBFF00', 'ETH'],
  [1088, 'Metis Andromeda', '#00DACC', 'METIS'],
  [25, 'Cronos', '#002D74', 'CRO'],
  [250, 'Fantom Opera', '#1969FF', 'FTM'],
  [1284, 'Moonbeam', '#53CBC9', 'GLMR'],
  [1285, 'Moonriver', '#F2B705', 'MOVR'],
  [2222, 'Kava EVM', '#FF433E', 'KAVA'],
  [8217, 'Kaia', '#BFF009', 'KAIA'],
  [1313161554, 'Aurora', '#70D44B', 'ETH'],
  [196, 'X Layer', '#000000', 'OKB'],
  [167000, 'Taiko Alethia', '#E81899', 'ETH'],
  [204, 'opBNB', '#F0B90B', 'BNB'],
  [5330, 'Superseed', '#000000', 'ETH'],
  [33139, 'ApeChain', '#0054FA', 'APE'],
  [360, 'Shape', '#000000', 'ETH'],
  [2818, 'Morph', '#14A800', 'ETH'],
  [4200, 'Merlin Chain', '#6A4BFF', 'BTC'],
  [223, 'B² Network', '#D4A72A', 'BTC'],
  [666666666, 'Degen Chain', '#A36EFD', 'DEGEN'],
  [543210, 'ZERO Network', '#000000', 'ETH'],
  [98866, 'Plume', '#FF3D00', 'PLUME'],
  [1923, 'Swellchain', '#3068EF', 'ETH'],
  [50104, 'Sophon', '#000000', 'SOPH'],
  [747, 'Flow EVM', '#00EF8B', 'FLOW'],
  [43111, 'Hemi', '#FF6C15', 'ETH'],
  [1116, 'Core', '#FF9211', 'CORE'],
  [30, 'Rootstock', '#FF9100', 'RBTC'],
]

const ZERO = '0x0000000000000000000000000000000000000000'

/** A made-up token address per chain, scrambled from its id, so two chains' USDCs differ at both ends as real ones do. */
function tokenAddress(chainId) {
  let seed = chainId >>> 0 || 1
  let hex = ''
  // The first rounds of a small seed are mostly zeros: they are dropped.
  for (let round = -4; hex.length < 40; round += 1) {
    // xorshift32: the same address for the same chain on every run.
    seed ^= seed << 13
    seed ^= seed >>> 17
    seed ^= seed << 5
    seed >>>= 0
    if (round >= 0) hex += seed.toString(16).padStart(8, '0')
  }
  return `0x${hex}`
}

/** A round token logo: its colour and a glyph (USDC's dollar sign, a gas currency's initial). */
function tokenLogo(glyph, color) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${color}"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="30" font-weight="700" fill="#ffffff">${glyph}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
const USDC_LOGO = tokenLogo('$', '#2775CA')

/** The chain's square logo: its brand colour and initials, legible on it. */
function chainLogo(name, color) {
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16))
  const ink = 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#111111' : '#ffffff'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${initials.length > 1 ? 24 : 30}" font-weight="700" fill="${ink}">${initials.replace(/[<&]/g, '')}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** The 60 chains as the service's `GET /chains` lists them (the fields the widget reads). */
export const MANY_CHAINS = CHAINS.map(([id, displayName, color, gas]) => {
  const logo = chainLogo(displayName, color)
  const usdc = { id: 'usdc', symbol: 'USDC', name: 'USD Coin', address: tokenAddress(id), decimals: 6, supportsBridging: true, logoURI: USDC_LOGO }
  return {
    id,
    name: displayName.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    displayName,
    httpRpcUrl: '',
    explorerUrl: `https://explorer.example/${id}`,
    depositEnabled: true,
    vmType: 'evm',
    currency: { id: gas.toLowerCase(), symbol: gas, name: gas === 'ETH' ? 'Ether' : gas, address: ZERO, decimals: 18, supportsBridging: true, logoURI: gas === 'ETH' ? tokenLogo('Ξ', '#627EEA') : tokenLogo(gas[0], color) },
    erc20Currencies: [usdc],
    solverAddresses: [],
    iconUrl: logo,
    logoUrl: logo,
    brandColor: color,
    featuredTokens: [],
  }
})

/** The devnet's own `GET /chains` body (`{ chains }`) with the 60 chains after its own (its chains still bridge). */
export function withManyChains(body) {
  const own = new Set(body.chains.map((chain) => chain.id))
  return { ...body, chains: [...body.chains, ...MANY_CHAINS.filter((chain) => !own.has(chain.id))] }
}
