// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";

/// @notice Runs a request's calls as itself, so the destination sees the router as the caller.
/// Open to anyone, like a multicaller: whatever it holds between calls is anyone's to sweep with the
/// cleanup functions, so the solver funds it and sweeps it in the same fill. Devnet only.
contract Router {
    using SafeERC20 for IERC20;

    struct Call {
        address to;
        bytes data;
        uint256 value;
    }

    error LengthMismatch();
    error NativeTransferFailed();

    receive() external payable {}

    /// @notice Runs `calls` in order; if one fails the whole multicall reverts with that call's revert data,
    /// unchanged, so callers can decode the target's own error (e.g. ERC20InsufficientAllowance).
    function multicall(Call[] calldata calls) external payable returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory ret) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(ret, 32), mload(ret))
                }
            }
            results[i] = ret;
        }
    }

    /// @notice Sends the router's whole balance of `tokens[i]` to `recipients[i]`.
    function cleanupErc20s(address[] calldata tokens, address[] calldata recipients) external {
        if (tokens.length != recipients.length) revert LengthMismatch();
        for (uint256 i = 0; i < tokens.length; i++) {
            uint256 balance = IERC20(tokens[i]).balanceOf(address(this));
            // Skipping empty balances keeps a sweep from failing on tokens that reject zero transfers.
            if (balance > 0) IERC20(tokens[i]).safeTransfer(recipients[i], balance);
        }
    }

    /// @notice Sends the router's whole native balance to `recipient`.
    function cleanupNative(address recipient) external {
        uint256 balance = address(this).balance;
        if (balance == 0) return;
        (bool ok, ) = recipient.call{value: balance}("");
        if (!ok) revert NativeTransferFailed();
    }
}
