/** The VentNoise mark: a duct section with sound waves; decorative, the link around it is named. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="10" width="14" height="12" rx="2" fill="currentColor" />
      <path
        d="M20 11c1.8 1.3 2.8 3 2.8 5s-1 3.7-2.8 5M24 7.5c2.9 2.2 4.5 5.2 4.5 8.5s-1.6 6.3-4.5 8.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  )
}
