// Types of xmlbuilder2's browser bundle: the same API as the package's entry.
declare module 'xmlbuilder2/lib/xmlbuilder2.min.js' {
  export * from 'xmlbuilder2'
}
