import { ImageResponse } from 'next/og';

// The home-screen icon (180 px PNG, as iOS asks), drawn at build time like the favicon (icon.svg).
export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#e50914' }}>
      <svg width="96" height="96" viewBox="0 0 24 24">
        <path d="M7 4 L20 12 L7 20 Z" fill="#fff" />
      </svg>
    </div>,
    size,
  );
}
