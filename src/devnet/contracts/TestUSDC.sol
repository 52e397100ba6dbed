// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// @notice A stand-in for USDC: 6 decimals, and anyone may mint. Devnet only.
contract TestUSDC is ERC20 {
    constructor() ERC20("USD Coin (devnet)", "USDC") {}

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
