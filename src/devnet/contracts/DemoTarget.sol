// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";

/// @notice A contract for cross-chain calls to land on: it takes ETH or USDC for a beneficiary and counts it.
contract DemoTarget {
    IERC20 public immutable usdc;

    mapping(address beneficiary => uint256) public paidEth;
    mapping(address beneficiary => uint256) public paidUsdc;

    /// @dev `token` is the zero address for ETH.
    event Paid(address indexed payer, address indexed beneficiary, address token, uint256 amount, string memo);

    error ZeroAmount();
    error TransferFailed();

    constructor(address usdc_) {
        usdc = IERC20(usdc_);
    }

    function payEth(address beneficiary, string calldata memo) external payable {
        if (msg.value == 0) revert ZeroAmount();
        paidEth[beneficiary] += msg.value;
        emit Paid(msg.sender, beneficiary, address(0), msg.value, memo);
    }

    /// @dev Plain `transferFrom`, not SafeERC20: the token's own revert (OZ 5's ERC20InsufficientAllowance
    /// when the caller did not approve) reaches the caller unchanged, which the service reports as revert data.
    function payUsdc(address beneficiary, uint256 amount, string calldata memo) external {
        if (amount == 0) revert ZeroAmount();
        if (!usdc.transferFrom(msg.sender, address(this), amount)) revert TransferFailed();
        paidUsdc[beneficiary] += amount;
        emit Paid(msg.sender, beneficiary, address(usdc), amount, memo);
    }
}
