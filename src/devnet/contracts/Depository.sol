// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @notice Takes deposits tagged with a request id; the solver indexes `Deposit` and fills the request elsewhere.
/// Its owner (the solver) pays refunds back out with `release`. Devnet only.
contract Depository is Ownable {
    using SafeERC20 for IERC20;

    /// @dev `token` is the zero address for native deposits.
    event Deposit(bytes32 indexed id, address indexed from, address token, uint256 amount);

    error ZeroAmount();
    error NativeTransferFailed();

    constructor() Ownable(msg.sender) {}

    function depositNative(bytes32 id) external payable {
        if (msg.value == 0) revert ZeroAmount();
        emit Deposit(id, msg.sender, address(0), msg.value);
    }

    /// @dev Pulls with `transferFrom`, so the depositor approves this contract first.
    function depositErc20(address token, uint256 amount, bytes32 id) external {
        if (amount == 0) revert ZeroAmount();
        IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
        emit Deposit(id, msg.sender, token, amount);
    }

    /// @notice Pays `amount` of `token` (zero address: native) to `to`; how the solver refunds a failed fill.
    function release(address token, address to, uint256 amount) external onlyOwner {
        if (amount == 0) revert ZeroAmount();
        if (token == address(0)) {
            (bool ok, ) = to.call{value: amount}("");
            if (!ok) revert NativeTransferFailed();
        } else {
            IERC20(token).safeTransfer(to, amount);
        }
    }
}
