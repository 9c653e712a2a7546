// Debian's Chromium as the browser tests and the benches launch it (the brief's flags): quiet, with no
// background traffic or updates to disturb a test or a timing.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
