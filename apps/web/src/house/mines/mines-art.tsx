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
      <g stroke="#2a2f3d" strokeWidth="3" strokeLinecap="round">
        <path d="M16 3v5M16 24v5M3 16h5M24 16h5M7 7l3.5 3.5M21.5 21.5L25 25M25 7l-3.5 3.5M10.5 21.5L7 25" />
      </g>
      <circle cx="16" cy="16" r="9" fill="#2a2f3d" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#ff5a6e" strokeWidth="1.5" />
      <circle cx="13" cy="13" r="2.5" fill="#8a93a8" />
    </svg>
  );
}
