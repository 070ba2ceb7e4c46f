import { type Locale, PROVIDER } from '@academy/content';
import { greetingFor } from './visitor-text';

/** A labelled value of a mail's details table ('Programme', 'Date', …). */
export type MailDetail = readonly [label: string, value: string];

export interface MailContent {
  /**
   * Whom the mail greets: the name the visitor typed. The greeting says 'Dear Layla,' only when it is
   * a name a mail may repeat (visitor-text.ts), and a plain 'Hello,' otherwise.
   */
  greet?: string;
  heading: string;
  paragraphs: readonly string[];
  details?: readonly MailDetail[];
  /** A short bulleted list under the details ('What to bring'). */
  list?: { heading: string; items: readonly string[] };
  /**
   * An image attached inline (its Content-ID) with its caption: the HTML shows both, the plain text the
   * caption (a check-in QR code and its code).
   */
  figure?: { cid: string; alt: string; caption: string };
  /** A call to action: a button in HTML, a line with the address in plain text. */
  actions?: readonly { label: string; url: string }[];
  /** Small print under the signature. */
  footnote?: string;
  /**
   * Its times and deadlines are in the provider's time zone: said once, under the details, instead of
   * after each of them.
   */
  uaeTime?: boolean;
}

/** A notice's button to its record in the admin: the site's address (PUBLIC_URL) and the record's path. */
export function adminAction(siteUrl: string, path: string): { label: string; url: string } {
  return { label: 'Open in the admin', url: `${siteUrl.replace(/\/+$/, '')}${path}` };
}

/** The one line that names the time zone of a mail's times. */
export const UAE_TIME_NOTE = 'All times are UAE time (Gulf Standard Time, UTC+4).';

/** The layout's own words in Arabic (issue 30): the signature, the time zone's line, the masthead. */
export const ARABIC_LAYOUT = {
  provider: 'أكاديمية الحياة الواعية',
  signature: 'فريق أكاديمية الحياة الواعية',
  uaeTimeNote: 'جميع المواعيد بتوقيت الإمارات العربية المتحدة (توقيت الخليج، غرينتش +4).',
} as const;

export interface RenderedMail {
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches a mail's HTML passes through here: user input can never become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Only http(s) addresses become links, so a stored value can never smuggle in a javascript: URL. */
function safeUrl(url: string): string | undefined {
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? url : undefined;
}

/**
 * One mail in both forms: plain text (what every client can show) and simple inline-styled HTML.
 * Content is plain strings; this is the only place markup is written. An Arabic mail (issue 30) is laid
 * out right to left (dir="rtl" lang="ar") with the layout's words in Arabic; its content is the caller's.
 */
export function renderMail(content: MailContent, locale: Locale = 'en'): RenderedMail {
  const rtl = locale === 'ar';
  const signature = rtl ? ARABIC_LAYOUT.signature : `The ${PROVIDER.name} team`;
  const timeNote = rtl ? ARABIC_LAYOUT.uaeTimeNote : UAE_TIME_NOTE;
  const start = rtl ? 'right' : 'left';
  const greeting = content.greet === undefined ? undefined : greetingFor(content.greet, locale);
  const actions = (content.actions ?? []).flatMap((action) => {
    const url = safeUrl(action.url);
    return url ? [{ label: action.label, url }] : [];
  });

  const text = [
    greeting,
    content.heading,
    ...content.paragraphs,
    content.details?.length
      ? content.details.map(([label, value]) => `${label}: ${value}`).join('\n')
      : undefined,
    content.uaeTime ? timeNote : undefined,
    content.list
      ? [`${content.list.heading}:`, ...content.list.items.map((item) => `- ${item}`)].join('\n')
      : undefined,
    content.figure?.caption,
    ...actions.map((action) => `${action.label}:\n${action.url}`),
    `${signature}\n${PROVIDER.email}`,
    content.footnote,
  ]
    .filter((part): part is string => Boolean(part))
    .join('\n\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(body)}</p>`;
  const rows = (content.details ?? [])
    .map(
      ([label, value]) =>
        `<tr><th align="${start}" style="padding:${rtl ? '6px 0 6px 12px' : '6px 12px 6px 0'};color:#4a5568;font-weight:600;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;color:#1a202c">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const list = content.list
    ? paragraph(content.list.heading) +
      `<ul style="margin:0 0 16px;padding-${start}:20px;line-height:1.5">${content.list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
    : '';
  const figure = content.figure
    ? `<p style="margin:0 0 8px"><img src="cid:${escapeHtml(content.figure.cid)}" alt="${escapeHtml(content.figure.alt)}" width="200" height="200" style="display:block"></p>` +
      `<p style="margin:0 0 16px;line-height:1.5;word-break:break-all">${escapeHtml(content.figure.caption)}</p>`
    : '';
  const buttons = actions
    .map(
      (action) =>
        `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#285e61;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`,
    )
    .join('');
  const html =
    (rtl
      ? '<!DOCTYPE html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>' +
        '<body dir="rtl" style="margin:0;background:#f7fafc;font-family:Tahoma,Arial,Helvetica,sans-serif;color:#1a202c;direction:rtl;text-align:right">' +
        '<div dir="rtl" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">'
      : '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>' +
        '<body style="margin:0;background:#f7fafc;font-family:Arial,Helvetica,sans-serif;color:#1a202c">' +
        '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">') +
    `<p style="margin:0 0 24px;font-weight:700;color:#234e52">${escapeHtml(rtl ? ARABIC_LAYOUT.provider : PROVIDER.name)}</p>` +
    (greeting ? paragraph(greeting) : '') +
    `<h1 style="font-size:20px;margin:0 0 16px;color:#234e52">${escapeHtml(content.heading)}</h1>` +
    content.paragraphs.map(paragraph).join('') +
    (rows
      ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`
      : '') +
    (content.uaeTime ? paragraph(timeNote) : '') +
    list +
    figure +
    buttons +
    paragraph(signature) +
    `<p style="margin:0 0 16px"><a href="mailto:${escapeHtml(PROVIDER.email)}" style="color:#285e61">${escapeHtml(PROVIDER.email)}</a></p>` +
    (content.footnote
      ? `<p style="margin:24px 0 0;font-size:12px;color:#718096">${escapeHtml(content.footnote)}</p>`
      : '') +
    '</div></body></html>';
  return { text, html };
}
