/**
 * Top-level domains a mail client turns into a link without a scheme (`evil.com/login`): common
 * generic ones and every country code (so `Node.js`, whose `js` is none, stays as typed).
 */
const COUNTRY_CODES =
  'ac ad ae af ag ai al am ao aq ar as at au aw ax az ba bb bd be bf bg bh bi bj bm bn bo br bs bt bw by bz ' +
  'ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg er es et eu fi fj fk ' +
  'fm fo fr ga gd ge gf gg gh gi gl gm gn gp gq gr gs gt gu gw gy hk hm hn hr ht hu id ie il im in io iq ir ' +
  'is it je jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mg mh mk ' +
  'ml mm mn mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl ' +
  'pm pn pr ps pt pw py qa re ro rs ru rw sa sb sc sd se sg sh si sk sl sm sn so sr ss st sv sx sy sz tc td ' +
  'tf tg th tj tk tl tm tn to tr tt tv tw tz ua ug uk us uy uz va vc ve vg vi vn vu wf ws ye yt za zm zw';
const LINKED_TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'app',
  'dev',
  'xyz',
  'online',
  'site',
  'link',
  'click',
  'top',
  'africa',
  'email',
  'live',
  'shop',
  'gov',
  'edu',
] as const;

/** A scheme and the host after it: every dot of that host is broken, whatever its domain. */
const SCHEME_HOST = /\b([a-z][a-z0-9+.-]{1,15}):\/\/([^\s/?#]*)/gi;
const WWW_HOST = /\bwww\.([^\s/?#]*)/gi;
/** A host name followed by a path, whatever its top-level domain. */
const HOST_WITH_PATH = /\b((?:[a-z0-9-]+\.)+[a-z]{2,})(?=\/)/gi;
const EMAIL = /([\w.+-]+)@([\w-]+(?:\.[\w-]+)+)/g;
const HOST = new RegExp(
  `\\b((?:[a-z0-9-]+\\.)+)(${[...LINKED_TLDS, ...COUNTRY_CODES.split(' ')].join('|')})(?=$|[/:?#\\s),;!'"])`,
  'gi',
);

/**
 * Text an employer typed (a job title, a company name), made inert for a mail: mail clients turn
 * anything that looks like an address into a link, so a job titled "Payroll: sign in at
 * evil.example/login" would otherwise put a clickable link in the platform's own mail. Schemes,
 * `www.`, e-mail addresses and host names lose the punctuation that makes them links
 * (`https[:]//evil[.]example/login`, `name[at]host[.]com`) and stay readable.
 */
export function inertLinks(text: string): string {
  return text
    .replace(EMAIL, (_, user: string, host: string) => `${user}[at]${broken(host)}`)
    .replace(SCHEME_HOST, (_, scheme: string, host: string) => `${scheme}[:]//${broken(host)}`)
    .replace(WWW_HOST, (www: string, host: string) => `${www.slice(0, 3)}[.]${broken(host)}`)
    .replace(HOST_WITH_PATH, broken)
    .replace(HOST, (_, labels: string, tld: string) => `${broken(labels)}${tld}`);
}

/** Every dot of a host name as `[.]`. */
function broken(host: string): string {
  return host.replace(/\./g, '[.]');
}
