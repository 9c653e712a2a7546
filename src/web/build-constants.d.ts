// Constants replaced at build time (vite.config.ts appDefine; the web test project defines the same).

/** package.json's version, which is the engine's: the engine ships inside the package. */
declare const __ENGINE_VERSION__: string
