/**
 * The gem and the mine, drawn as inline SVG: the pages run where no emoji font is installed, and a
 * drawing keeps its shape and colours on every phone.
 */
export function GemArt() {
  return (
    <svg className="mines-art" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M9 5h14l6 8-13 15L3 13z" fill="#1fd49a" />
      <path d="M3 13h26L16 28z" fill="#13a877" />
      <path d="M9 5l3 8h8l3-8z" fill="#6ff2c6" />
      <path d="M12 13l4 15 4-15z" fill="#19bd87" />
      <path d="M9 5l3 8H3zM23 5l-3 8h9z" fill="#43e3ad" />
    </svg>
  );
}

export function MineArt() {
  return (
    <svg className="mines-art" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <g stroke="#c3cad8" strokeWidth="2.5" strokeLinecap="round">
        <path d="M16 2.5v6M16 23.5v6M2.5 16h6M23.5 16h6M6.5 6.5l4 4M21.5 21.5l4 4M25.5 6.5l-4 4M10.5 21.5l-4 4" />
      </g>
      <circle cx="16" cy="16" r="9" fill="#e5484d" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#7a1d24" strokeWidth="1.5" />
      <circle cx="12.8" cy="12.8" r="2.6" fill="#ffd3d6" />
    </svg>
  );
}
