// Stories are built by Vite: CSS imports and `?raw` source imports are typed by vite/client.
/// <reference types="vite/client" />
