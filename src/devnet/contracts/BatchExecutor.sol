// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @notice What a devnet account delegates to with EIP-7702 so that one transaction from the
/// account runs several calls, all or none: the smart account behind the e2e host's batching
/// wallet (`wallet_sendCalls`). Placed at a fixed address on every devnet chain.
contract BatchExecutor {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// @notice Only the delegated account itself may run calls as itself.
    error Unauthorized();

    /// @notice Runs `calls` in order as the account; the first that fails reverts them all with its revert data.
    function execute(Call[] calldata calls) external payable {
        if (msg.sender != address(this)) revert Unauthorized();
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory result) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(result, 32), mload(result))
                }
            }
        }
    }

    // A delegated account still receives ETH (fills and refunds pay it) and any call it is sent.
    receive() external payable {}

    fallback() external payable {}
}
