// The React layer (FerryProvider and the hooks) lands with its own issue; this entry exports nothing yet.
export {}
