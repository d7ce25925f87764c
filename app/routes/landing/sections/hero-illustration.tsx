/** A drawn basket of produce: crisp at every size, no image request for the hero. */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 420 360"
      role="presentation"
      aria-hidden="true"
      focusable="false"
      width="100%"
    >
      <ellipse cx="210" cy="330" rx="180" ry="18" fill="#2f5d3a" opacity=".12" />
      <circle cx="210" cy="170" r="150" fill="#f2b632" opacity=".25" />
      {/* leaves behind */}
      <path d="M120 170c-30-60 10-110 60-110-10 50-20 90-60 110z" fill="#5a9a4a" />
      <path d="M300 160c40-50 10-105-45-110 5 55 10 90 45 110z" fill="#3f7d3a" />
      {/* carrots */}
      <path d="M262 118l34 86-18 6z" fill="#e8772e" />
      <path d="M286 108l22 92-18 4z" fill="#f08a3a" />
      <path
        d="M262 118c-6-18 4-30 14-34 0 12-4 24-14 34zM286 108c0-18 12-28 22-28-2 12-10 22-22 28z"
        fill="#4e9a3e"
      />
      {/* courgette */}
      <path d="M118 150c30-20 90-10 110 18-40 14-90 8-110-18z" fill="#356b2f" />
      <path
        d="M126 150c30-12 70-6 90 12"
        stroke="#9fd080"
        strokeWidth="3"
        fill="none"
        opacity=".6"
      />
      {/* tomatoes */}
      <circle cx="170" cy="190" r="36" fill="#d9432b" />
      <circle cx="230" cy="200" r="32" fill="#c8372a" />
      <circle cx="200" cy="165" r="28" fill="#e2553a" />
      <path d="M170 156l8 8 10-4-6 9 8 7-11-1-5 10-4-10-11 1 8-7-6-9z" fill="#3f7d3a" />
      <path d="M200 139l6 6 8-3-5 7 6 6-8-1-4 8-3-8-9 1 7-6-5-7z" fill="#3f7d3a" />
      <circle cx="158" cy="180" r="7" fill="#fff" opacity=".35" />
      <circle cx="220" cy="190" r="6" fill="#fff" opacity=".3" />
      {/* basket */}
      <path d="M80 210h260l-28 110H108z" fill="#b7793f" />
      <path d="M80 210h260v14H80z" fill="#9a6131" />
      <path d="M100 240h220M104 262h212M110 284h200M114 304h192" stroke="#8d5a2e" strokeWidth="4" />
      <path
        d="M140 214l-8 102M180 214l-4 104M220 214v104M260 214l4 104M300 214l-8 102"
        stroke="#a86d38"
        strokeWidth="4"
      />
      {/* strawberries */}
      <path
        d="M332 250c16 0 24 14 18 28-6 12-14 18-18 20-4-2-12-8-18-20-6-14 2-28 18-28z"
        fill="#e23b3b"
      />
      <path d="M322 250l10-8 10 8-10 4z" fill="#3f7d3a" />
      <circle cx="326" cy="266" r="1.6" fill="#f7d36a" />
      <circle cx="338" cy="270" r="1.6" fill="#f7d36a" />
      <circle cx="332" cy="282" r="1.6" fill="#f7d36a" />
      {/* egg */}
      <ellipse cx="82" cy="292" rx="20" ry="26" fill="#f6ead6" />
      <ellipse cx="76" cy="284" rx="5" ry="8" fill="#fff" opacity=".6" />
    </svg>
  );
}
