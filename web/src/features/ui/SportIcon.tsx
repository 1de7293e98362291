// Sport icons as inline SVG (24×24, drawn with the current colour): one per sport key of the
// feed, and a neutral trophy for a sport this build has no drawing of. Inline paths cost no
// request and follow the theme and the active state through currentColor.
const SPORT_PATHS: Readonly<Record<string, string>> = {
  football:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5l4 2.9-1.5 4.6h-5L8 10.4zM12 3v4.5M16 10.4l4.4-1.5M14.5 15l2.7 3.7M9.5 15l-2.7 3.7M8 10.4 3.6 8.9',
  tennis: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8',
  basketball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 3v18M3 12h18M5.6 5.6a9 9 0 0 1 0 12.8M18.4 5.6a9 9 0 0 0 0 12.8',
  'ice-hockey': 'M7 3l6.5 13.5H20M3 18.5c0-.8 1.3-1.5 3-1.5s3 .7 3 1.5S7.7 20 6 20s-3-.7-3-1.5z',
  volleyball:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 12c0-4 1.8-7 5-8.2M12 12c-3.5 2-7 2.2-9 .5M12 12c3.5 2 5.3 5 5 8.4',
  'table-tennis':
    'M10 4a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM14.3 14.3l5.2 5.2M19 4.5a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 0 0 0-3.2z',
  cs2: 'M12 5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM12 2v6M12 16v6M2 12h6M16 12h6',
  dota2:
    'M7 8h10a4 4 0 0 1 4 4v2.5a2.5 2.5 0 0 1-4.5 1.5L15 14H9l-1.5 2A2.5 2.5 0 0 1 3 14.5V12a4 4 0 0 1 4-4zM7 10v4M5 12h4M15.5 11h.01M17.5 13h.01',
};

const FALLBACK_PATH =
  'M8 4h8v4a4 4 0 0 1-8 0zM8 5.5H5a3 3 0 0 0 3 3.5M16 5.5h3a3 3 0 0 1-3 3.5M12 12v4M9 20h6M10 16h4v4h-4z';

/** The drawing of a sport key, and whether it is the sport's own or the fallback. */
export function sportIconPath(sportKey: string): { path: string; own: boolean } {
  const path = SPORT_PATHS[sportKey];
  return path ? { path, own: true } : { path: FALLBACK_PATH, own: false };
}

/** A decorative sport icon: the sport's name is always written beside it. */
export function SportIcon({ sportKey, className }: { sportKey: string; className?: string }) {
  const { path, own } = sportIconPath(sportKey);
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      data-icon={own ? sportKey : 'fallback'}
    >
      <path d={path} />
    </svg>
  );
}
