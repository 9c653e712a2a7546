// What the interface takes as an e-mail address (docs/product-rules.md, "Invite e-mail check" and
// "Project fields").

/**
 * Any valid address by the HTML e-mail rule, with a top-level domain of two or more letters (the
 * specification's 2-or-3-letter ending would refuse addresses such as .info).
 */
const HTML_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export const isEmailAddress = (text: string): boolean => HTML_EMAIL.test(text) && /\.[a-zA-Z]{2,}$/.test(text)
