/**
 * Stored-XSS payloads (classic tags, event handlers, javascript: URLs, mutation XSS, template and
 * encoding tricks). Each carries a visible marker, and would set `window.__xss` or open a dialog if
 * it ever ran. Short ones fit the narrow fields (a nickname holds 30 characters).
 */
export const XSS_MARKER = "XSS-PROBE";

export const XSS_PAYLOADS = [
  `${XSS_MARKER}<script>window.__xss=1;alert(1)</script>`,
  `${XSS_MARKER}<img src=x onerror="window.__xss=1;alert(1)">`,
  `${XSS_MARKER}<svg onload="window.__xss=1;alert(1)"></svg>`,
  `${XSS_MARKER}"><script>window.__xss=1</script>`,
  `${XSS_MARKER}'><img src=x onerror=alert(1)>`,
  `${XSS_MARKER}<a href="javascript:window.__xss=1;alert(1)">link</a>`,
  `${XSS_MARKER}<a href="jav&#x09;ascript:alert(1)">tab</a>`,
  `${XSS_MARKER}<iframe src="javascript:alert(1)"></iframe>`,
  `${XSS_MARKER}<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  `${XSS_MARKER}<details open ontoggle="window.__xss=1;alert(1)">d</details>`,
  `${XSS_MARKER}<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `${XSS_MARKER}<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `${XSS_MARKER}<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">`,
  `${XSS_MARKER}<base href="javascript:alert(1)//">`,
  `${XSS_MARKER}<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `${XSS_MARKER}<form action="javascript:alert(1)"><button>go</button></form>`,
  `${XSS_MARKER}<style>@import 'javascript:alert(1)';</style>`,
  `${XSS_MARKER}<body onload=alert(1)>`,
  `${XSS_MARKER}<input autofocus onfocus="window.__xss=1;alert(1)">`,
  `${XSS_MARKER}{{constructor.constructor('window.__xss=1')()}}`,
  `${XSS_MARKER}</textarea></title><script>alert(1)</script>`,
  `${XSS_MARKER}<img src="x" onerror=&#x61;lert(1)>`,
  `${XSS_MARKER}<video><source onerror="alert(1)"></video>`,
  `${XSS_MARKER}<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
] as const;

/** Fits a 30-character field. */
export const SHORT_PAYLOAD = "<img src=x onerror=alert(1)>";

/** The longest run of payloads (joined) that fits `max` characters, always at least one. */
export function payloadsWithin(max: number, offset = 0): string {
  let out = "";
  for (let i = 0; i < XSS_PAYLOADS.length; i++) {
    const next = XSS_PAYLOADS[(i + offset) % XSS_PAYLOADS.length] as string;
    if ((out + next).length > max) break;
    out += next;
  }
  return out || (max >= XSS_MARKER.length + SHORT_PAYLOAD.length ? `${XSS_MARKER}${SHORT_PAYLOAD}` : SHORT_PAYLOAD.slice(0, max));
}
