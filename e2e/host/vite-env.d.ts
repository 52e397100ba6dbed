// The host page is served by Vite: CSS imports are typed by vite/client.
/// <reference types="vite/client" />
