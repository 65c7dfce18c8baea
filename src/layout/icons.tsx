import type { SVGProps } from "react";

/** A few small line icons; decorative (aria-hidden), the control around them carries the label. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const GridIcon = () => (
  <Icon>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </Icon>
);
export const ChevronDownIcon = () => (
  <Icon>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const GlobeIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
export const WeixinIcon = () => (
  <Icon>
    <path d="M9 4C5.1 4 2 6.6 2 9.8c0 1.8 1 3.4 2.6 4.5L4 17l2.9-1.5c.7.2 1.4.3 2.1.3" />
    <path d="M15.5 9C12.5 9 10 11.1 10 13.7s2.5 4.7 5.5 4.7c.6 0 1.2-.1 1.7-.2L20 19.5l-.6-2.3c1.6-.9 2.6-2.3 2.6-3.5C22 11.1 18.5 9 15.5 9Z" />
  </Icon>
);
export const DouyinIcon = () => (
  <Icon>
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3c.5 2.8 2.3 4.5 5 4.7" />
  </Icon>
);
export const XiaohongshuIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="16" rx="4" />
    <path d="M8 9v6M12 9v6M16 9v6" />
  </Icon>
);
export const WeiboIcon = () => (
  <Icon>
    <path d="M10 19c-4.4 0-8-2.2-8-5 0-2.6 3.3-6.3 6.8-7.6 2-.7 2.9.5 2.4 2.1 2.5-1 4.3-.5 3.7 1.6 2 .6 3.1 1.7 3.1 3.2 0 3-3.6 5.7-8 5.7Z" />
    <path d="M16 4a5 5 0 0 1 5 5" />
  </Icon>
);
