import { useFormat, useText } from '../lib/i18n.ts';
import { errorsText } from './errors.text.ts';

/** The not-found page's picture: a lost boat in a misty river, with a '404' sign. */
export function LostIllustration() {
  const t = useText(errorsText);
  const f = useFormat();
  const sign = f.number(404);
  return (
    <svg viewBox="0 0 600 360" className="mx-auto w-full max-w-xl" role="img" aria-label={t.lostPicture(sign)}>
      <rect width="600" height="360" rx="28" fill="#d7f0f1" />
      <circle cx="470" cy="90" r="42" fill="#fdf0cf" />
      <path d="M0 200 110 130l80 45 100-70 120 85 90-45 100 60v75H0Z" fill="#a9dfe2" />
      <path d="M0 230 140 185l100 35 120-45 130 55 110-20v90H0Z" fill="#1c9aa3" opacity="0.55" />
      <rect y="255" width="600" height="105" rx="0" fill="#0f6b72" />
      <path d="M40 285c30-8 60-8 90 0M200 305c30-8 60-8 90 0M380 290c30-8 60-8 90 0" stroke="#d7f0f1" strokeWidth="4" strokeLinecap="round" opacity="0.7" />
      <g transform="translate(170 228)">
        <path d="M0 30h170l-25 28H25Z" fill="#c2410c" />
        <path d="M60 30V-40l60 70Z" fill="#fbf8f2" />
        <path d="M60 30V-50" stroke="#1c2326" strokeWidth="4" />
      </g>
      <g transform="translate(430 160)">
        <rect x="-6" y="0" width="12" height="110" fill="#6b4f2a" />
        <path d="M-60 10h110l20 22-20 22H-60Z" fill="#f4b63f" />
        <text x="-5" y="42" textAnchor="middle" fontFamily="Georgia, serif" fontWeight="700" fontSize="26" fill="#062f33">
          {sign}
        </text>
      </g>
    </svg>
  );
}
