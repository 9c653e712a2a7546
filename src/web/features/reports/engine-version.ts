/** The version of the calculation written in every report's stamp: package.json's, set by the build. */
export const ENGINE_VERSION: string = __ENGINE_VERSION__
