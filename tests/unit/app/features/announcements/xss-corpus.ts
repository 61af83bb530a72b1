// Operator HTML payloads that try to run script or escape the page (OWASP filter-evasion style). Each one, if it
// ran, would set window.__xss; the tests render them through SafeHtml and check that nothing ran and no
// dangerous markup survived.
export const XSS_CORPUS: string[] = [
  '<script>window.__xss = "script"</script>',
  '<SCRIPT SRC="data:text/javascript,window.__xss=1"></SCRIPT>',
  '<img src=x onerror="window.__xss = \'img onerror\'">',
  '<img src="x" ONERROR=window.__xss=1>',
  '<body onload="window.__xss = 1">',
  '<svg onload="window.__xss = 1"><circle r="5"/></svg>',
  '<svg><script>window.__xss = 1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="10" y="10">x</text></a></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<math href="javascript:window.__xss=1">click</math>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href=" &#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">entity</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<div srcdoc="<script>parent.__xss=1</script>">srcdoc on a div</div>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<button formaction="javascript:window.__xss=1">go</button>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<div style="background:url(javascript:window.__xss=1)">style url</div>',
  '<div style="width: expression(window.__xss=1)">style expression</div>',
  '<style>@import "javascript:window.__xss=1"; body{background:red}</style>',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<video><source onerror="window.__xss=1"></video>',
  '<audio src=x onerror="window.__xss=1"></audio>',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<table background="javascript:window.__xss=1"><tr><td>x</td></tr></table>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<img src="x` `<script>window.__xss=1</script>"` `>',
  '"><img src=x onerror=window.__xss=1>',
  '<a href="#" onclick="window.__xss=1">handler</a>',
  '<p onmouseover="window.__xss=1">hover</p>',
  '<object type="text/html" data="data:text/html,<script>parent.__xss=1</script>"></object>',
];

/** Attributes that must never survive sanitizing. */
export const DANGEROUS_ATTRIBUTE = /^(on|srcdoc$|formaction$|action$|style$)/i;
/** URL values that must never survive in href/src/xlink:href/action/data. */
export const DANGEROUS_URL = /^\s*(javascript|vbscript|data:text\/html)/i;
