/**
 * "iDEAL | Wero" as a simple drawn wordmark (decision 081): since March 2026 iDEAL is shown
 * to buyers together with Wero. This is our own plain drawing of the two names, not the
 * schemes' trademark files; a live shop can swap in the official artwork from the iDEAL
 * brand portal here, in one place.
 */
export function IdealWeroLogo({ height = 22 }: { height?: number }) {
  return (
    <svg
      role="img"
      viewBox="0 0 108 24"
      height={height}
      width={(height * 108) / 24}
      focusable="false"
    >
      {/* Its name comes from the title, so a radio it labels is named "iDEAL | Wero". */}
      <title>iDEAL | Wero</title>
      <rect x="0.5" y="0.5" width="107" height="23" rx="5" fill="#fff" stroke="#cc0066" />
      <text
        x="8"
        y="16.5"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#cc0066"
      >
        iDEAL
      </text>
      <rect x="57" y="5" width="1.5" height="14" fill="#1a1a1a" />
      <text
        x="64"
        y="16.5"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontWeight="700"
        fill="#1a1a1a"
      >
        Wero
      </text>
    </svg>
  );
}

/**
 * A payment method's name as buyers see it: the iDEAL | Wero wordmark for iDEAL (its
 * accessible name is the label's text), the plain name for the others.
 */
export function MethodName({ method, label }: { method: string; label: string }) {
  return method === "ideal" ? <IdealWeroLogo /> : label;
}
