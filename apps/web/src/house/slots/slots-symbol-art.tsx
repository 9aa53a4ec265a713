/**
 * The reel symbols drawn as small inline SVGs: shapes and Latin letters only, so they look the
 * same on a phone without colour-emoji fonts. Game art may use its own colours (not tokens).
 */
import type { SlotsSymbol } from '@khela/house-games';
import type { JSX } from 'react';

function Wild() {
  return (
    <>
      <polygon
        points="32,4 40,23 60,24 44,37 50,58 32,46 14,58 20,37 4,24 24,23"
        fill="#7c3aed"
        stroke="#f5d061"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <text x="32" y="40" textAnchor="middle" fontSize="17" fontWeight="800" fill="#fff7d6">
        W
      </text>
    </>
  );
}

function Seven() {
  return (
    <>
      <path
        d="M14 12 H50 V20 L32 56 H21 L38 21 H14 Z"
        fill="#ef4444"
        stroke="#7f1d1d"
        strokeWidth="3"
        strokeLinejoin="round"
      />
    </>
  );
}

function Bar() {
  return (
    <>
      <rect
        x="6"
        y="20"
        width="52"
        height="24"
        rx="5"
        fill="#111827"
        stroke="#e5e7eb"
        strokeWidth="3"
      />
      <text x="32" y="38" textAnchor="middle" fontSize="16" fontWeight="800" fill="#f9fafb">
        BAR
      </text>
    </>
  );
}

function Bell() {
  return (
    <>
      <path
        d="M32 8 C20 8 17 20 17 32 C17 40 13 44 9 48 H55 C51 44 47 40 47 32 C47 20 44 8 32 8 Z"
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <circle cx="32" cy="53" r="5" fill="#a16207" />
    </>
  );
}

function Melon() {
  return (
    <>
      <path d="M6 24 A26 26 0 0 0 58 24 Z" fill="#16a34a" />
      <path d="M11 24 A21 21 0 0 0 53 24 Z" fill="#f43f5e" />
      <circle cx="24" cy="32" r="2.5" fill="#111827" />
      <circle cx="32" cy="37" r="2.5" fill="#111827" />
      <circle cx="40" cy="32" r="2.5" fill="#111827" />
    </>
  );
}

function Grapes() {
  const grapes: [number, number][] = [
    [22, 24],
    [32, 24],
    [42, 24],
    [27, 34],
    [37, 34],
    [32, 44],
    [22, 44],
    [42, 44],
    [32, 53],
  ];
  return (
    <>
      <path d="M32 18 C34 10 40 7 46 8 C42 12 38 15 32 18 Z" fill="#22c55e" />
      {grapes.map(([cx, cy]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r="6"
          fill="#8b5cf6"
          stroke="#4c1d95"
          strokeWidth="1.5"
        />
      ))}
    </>
  );
}

function Lemon() {
  return (
    <>
      <ellipse cx="32" cy="34" rx="24" ry="17" fill="#fde047" stroke="#ca8a04" strokeWidth="3" />
      <ellipse cx="25" cy="28" rx="7" ry="3" fill="#fef9c3" />
    </>
  );
}

function Cherry() {
  return (
    <>
      <path
        d="M22 42 C24 28 30 16 42 8 M42 8 C42 22 44 32 44 42"
        fill="none"
        stroke="#15803d"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="20" cy="46" r="11" fill="#dc2626" stroke="#7f1d1d" strokeWidth="2" />
      <circle cx="44" cy="46" r="11" fill="#dc2626" stroke="#7f1d1d" strokeWidth="2" />
      <circle cx="16" cy="42" r="3" fill="#fecaca" />
      <circle cx="40" cy="42" r="3" fill="#fecaca" />
    </>
  );
}

const art: Record<SlotsSymbol, () => JSX.Element> = {
  wild: Wild,
  seven: Seven,
  bar: Bar,
  bell: Bell,
  melon: Melon,
  grapes: Grapes,
  lemon: Lemon,
  cherry: Cherry,
};

/** A symbol's picture; its name is given by the cell that holds it. */
export function SlotsSymbolArt({ symbol }: { symbol: string }) {
  const Art = art[symbol as SlotsSymbol] as (() => JSX.Element) | undefined;
  return (
    <svg className="slots-symbol" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      {Art ? (
        <Art />
      ) : (
        <text x="32" y="38" textAnchor="middle" fontSize="14" fill="currentColor">
          ?
        </text>
      )}
    </svg>
  );
}
