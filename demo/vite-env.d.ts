// Vite's client types for the demo pages: `?url` imports and `import.meta.env`.
/// <reference types="vite/client" />
