/** The Chromium binary the browser tests drive; installs Debian's package when missing and run as root. */
export function ensureChromium(): string;
