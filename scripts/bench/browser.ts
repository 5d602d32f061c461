import { chromium } from 'playwright-core'

/** Debian's Chromium, headless, as every bench that drives a browser launches it. */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
