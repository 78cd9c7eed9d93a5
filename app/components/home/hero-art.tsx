/** The hero's illustration: drawn inline so it costs no request and never fails to load. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 440" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-blob" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fbcfe8" />
          <stop offset="100%" stopColor="#ddd6fe" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#fdf2f8" />
          <stop offset="100%" stopColor="#f9a8d4" />
        </linearGradient>
        <linearGradient id="hero-gold" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0%" stopColor="#d4a373" />
          <stop offset="50%" stopColor="#f5d7a1" />
          <stop offset="100%" stopColor="#c08552" />
        </linearGradient>
      </defs>
      <path
        d="M240 28c92 0 190 52 206 150 16 97-52 214-170 236-118 21-229-34-250-139C5 170 92 28 240 28Z"
        fill="url(#hero-blob)"
      />
      <circle cx="96" cy="96" r="10" fill="#f472b6" opacity=".6" />
      <circle cx="412" cy="330" r="14" fill="#a78bfa" opacity=".5" />
      {/* perfume */}
      <rect x="196" y="92" width="40" height="34" rx="6" fill="url(#hero-gold)" />
      <rect x="206" y="120" width="20" height="18" fill="#c08552" />
      <rect x="150" y="136" width="132" height="176" rx="28" fill="url(#hero-glass)" />
      <rect x="168" y="156" width="20" height="120" rx="10" fill="#fff" opacity=".55" />
      <rect x="186" y="214" width="60" height="34" rx="8" fill="#fff" opacity=".85" />
      {/* lipstick */}
      <rect x="316" y="206" width="52" height="112" rx="10" fill="#1f1f1f" />
      <rect x="322" y="172" width="40" height="40" rx="6" fill="url(#hero-gold)" />
      <path d="M328 172v-38c0-8 6-14 14-18l14-6v62z" fill="#be185d" />
      {/* compact */}
      <circle cx="120" cy="300" r="62" fill="#fce7f3" stroke="#f9a8d4" strokeWidth="8" />
      <circle cx="120" cy="300" r="40" fill="#f5d0c5" />
      <circle cx="106" cy="288" r="10" fill="#fff" opacity=".6" />
      {/* sparkles */}
      <path d="M388 88l8 20 20 8-20 8-8 20-8-20-20-8 20-8z" fill="#fff" />
      <path d="M80 196l5 12 12 5-12 5-5 12-5-12-12-5 12-5z" fill="#fff" />
    </svg>
  );
}
