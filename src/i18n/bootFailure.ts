// The boot failure page's text in every platform language. It shows when the page has no valid boot payload, before
// (and without) any catalog, so it cannot use react-intl: a tiny table, picked by <html lang> (the server writes the
// request's language there). `satisfies Record<LanguageCode, …>` makes a language added to the schema a type error here.
import { LANGUAGES, type LanguageCode } from '../generated/languages.ts';

export interface BootFailureText {
  title: string;
  retry: string;
}

export const BOOT_FAILURE_TEXT = {
  EN: { title: 'This site could not start', retry: 'Reload the page; if this persists, contact customer service.' },
  BN: { title: 'সাইটটি চালু করা যায়নি', retry: 'পেজটি আবার লোড করুন; সমস্যা থেকে গেলে কাস্টমার সার্ভিসে যোগাযোগ করুন।' },
  CN: { title: '网站无法启动', retry: '请刷新页面；如果问题仍然存在，请联系客服。' },
  TH: { title: 'ไม่สามารถเปิดเว็บไซต์นี้ได้', retry: 'โปรดโหลดหน้านี้ใหม่ หากยังพบปัญหา โปรดติดต่อฝ่ายบริการลูกค้า' },
  VI: { title: 'Không thể khởi động trang web này', retry: 'Hãy tải lại trang; nếu vẫn gặp lỗi, vui lòng liên hệ bộ phận chăm sóc khách hàng.' },
  ID: { title: 'Situs ini tidak dapat dimulai', retry: 'Muat ulang halaman; jika masalah berlanjut, hubungi layanan pelanggan.' },
  HI: { title: 'यह साइट शुरू नहीं हो सकी', retry: 'पेज को फिर से लोड करें; समस्या बनी रहे तो ग्राहक सेवा से संपर्क करें।' },
  TY: { title: 'Hindi mabuksan ang site na ito', retry: 'I-reload ang page; kung ganoon pa rin, kontakin ang customer service.' },
  KO: { title: '사이트를 시작할 수 없습니다', retry: '페이지를 새로고침하세요. 문제가 계속되면 고객센터에 문의하세요.' },
  JA: { title: 'サイトを起動できませんでした', retry: 'ページを再読み込みしてください。解決しない場合はカスタマーサービスにお問い合わせください。' },
  UR: { title: 'یہ سائٹ شروع نہیں ہو سکی', retry: 'صفحہ دوبارہ لوڈ کریں؛ اگر مسئلہ برقرار رہے تو کسٹمر سروس سے رابطہ کریں۔' },
} as const satisfies Record<LanguageCode, BootFailureText>;

/** The platform language of an <html lang> value ("fil", "zh-CN", "bn"…): exact locale, then its primary subtag, else EN. */
export function bootFailureLanguage(lang: string | null | undefined): LanguageCode {
  const want = (lang ?? '').trim().toLowerCase();
  const codes = Object.keys(LANGUAGES) as LanguageCode[];
  const exact = codes.find((c) => LANGUAGES[c].locale.toLowerCase() === want || c.toLowerCase() === want);
  if (exact) return exact;
  const primary = want.split('-')[0];
  return codes.find((c) => LANGUAGES[c].locale.toLowerCase().split('-')[0] === primary) ?? 'EN';
}
