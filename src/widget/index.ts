// The widget (<BridgeWidget>) lands with its own issue; this entry exports nothing yet.
export {}
