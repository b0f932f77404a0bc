import { useText } from '../lib/i18n.ts';
import { widgetsText } from './widgets.text.ts';

/** The 'Our Story' bus: a Dhaka tour bus with rickshaw-art stripes, driving gently (CSS only). */
export function BusIllustration() {
  const t = useText(widgetsText);
  return (
    <div className="relative mx-auto w-full max-w-xl overflow-hidden rounded-[2rem] bg-gradient-to-b from-teal-100 to-sand-100 p-6 ring-1 ring-line lg:max-w-none">
      <svg viewBox="0 0 560 340" className="w-full" role="img" aria-label={t.busPicture}>
        <circle cx="450" cy="70" r="36" fill="#f4b63f" />
        <path d="M0 210 90 140l70 45 90-75 110 80 80-50 120 70v90H0Z" fill="#4e9a5b" opacity="0.55" />
        <path d="M0 240 120 180l90 40 110-55 120 70 120-30v145H0Z" fill="#2f6b3a" opacity="0.75" />
        <rect x="0" y="262" width="560" height="78" fill="#3b4447" />
        <path d="M20 300h60M130 300h60M240 300h60M350 300h60M460 300h60" stroke="#f4ecdd" strokeWidth="6" strokeLinecap="round" />
        <g className="motion-safe:animate-drive">
          <rect x="120" y="150" width="300" height="110" rx="22" fill="#0f6b72" />
          <rect x="120" y="222" width="300" height="14" fill="#f4b63f" />
          <path d="M120 236h300v8H120z" fill="#c2410c" />
          <rect x="140" y="166" width="52" height="40" rx="8" fill="#d7f0f1" />
          <rect x="202" y="166" width="52" height="40" rx="8" fill="#d7f0f1" />
          <rect x="264" y="166" width="52" height="40" rx="8" fill="#d7f0f1" />
          <rect x="326" y="166" width="52" height="40" rx="8" fill="#d7f0f1" />
          <path d="M388 166h18a10 10 0 0 1 10 10v30h-28z" fill="#a9dfe2" />
          <rect x="410" y="214" width="12" height="10" rx="3" fill="#fdf0cf" />
          <text x="270" y="148" textAnchor="middle" fontFamily="Georgia, serif" fontWeight="700" fontSize="18" fill="#0b4a50">
            TRAVELEZ
          </text>
          <g transform="translate(185 262)">
            <g className="motion-safe:animate-wheel" style={{ transformOrigin: 'center', transformBox: 'fill-box' }}>
              <circle r="22" fill="#1c2326" />
              <circle r="9" fill="#e9dcc3" />
              <path d="M0-18v36M-18 0h36" stroke="#e9dcc3" strokeWidth="3" />
            </g>
          </g>
          <g transform="translate(360 262)">
            <g className="motion-safe:animate-wheel" style={{ transformOrigin: 'center', transformBox: 'fill-box' }}>
              <circle r="22" fill="#1c2326" />
              <circle r="9" fill="#e9dcc3" />
              <path d="M0-18v36M-18 0h36" stroke="#e9dcc3" strokeWidth="3" />
            </g>
          </g>
        </g>
      </svg>
    </div>
  );
}
