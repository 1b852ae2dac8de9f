import type { Language } from "@portal/contract/languages";

type Names = Record<Language, string>;

/**
 * The official Vietnamese daily draws of the demo brand (decision 0036): the north's one draw a
 * day, and the provinces of the central and south regions on their weekdays, as the lottery
 * companies of Vietnam draw them (16:15 south, 17:15 central, 18:15 north, Vietnam time; here in
 * brand time, GMT+8, an hour later). Results are entered and confirmed by two operators.
 */

const SUN = 1;
const MON = 2;
const TUE = 4;
const WED = 8;
const THU = 16;
const FRI = 32;
const SAT = 64;
const EVERY_DAY = 127;

/** Seconds after brand midnight (GMT+8): 17:15, 18:15 and 19:15. */
const SOUTH_AT = 17 * 3600 + 15 * 60;
const CENTRAL_AT = 18 * 3600 + 15 * 60;
const NORTH_AT = 19 * 3600 + 15 * 60;
/** Tickets close a quarter of an hour before the draw, as the sites of this market close them. */
const CLOSE_BEFORE_SEC = 15 * 60;

interface Province {
  code: string;
  weekdays: number;
  /** The province's name in each language (the game's name adds the word for lottery). */
  name: Names;
}

const province = (code: string, weekdays: number, vi: string, en: string, cn: string, ja: string, th: string) => ({
  code,
  weekdays,
  name: { vi, en, cn, ja, th },
});

const CENTRAL: Province[] = [
  province("VN_C_HUE", MON | SUN, "Thừa Thiên Huế", "Thua Thien Hue", "承天顺化", "トゥアティエン・フエ", "เถื่อเทียนเว้"),
  province("VN_C_PY", MON, "Phú Yên", "Phu Yen", "富安", "フーイエン", "ฟูเอียน"),
  province("VN_C_DLK", TUE, "Đắk Lắk", "Dak Lak", "多乐", "ダクラク", "ดั๊กลัก"),
  province("VN_C_QNM", TUE, "Quảng Nam", "Quang Nam", "广南", "クアンナム", "กว๋างนาม"),
  province("VN_C_DNG", WED | SAT, "Đà Nẵng", "Da Nang", "岘港", "ダナン", "ดานัง"),
  province("VN_C_KH", WED | SUN, "Khánh Hòa", "Khanh Hoa", "庆和", "カインホア", "คั้ญฮหว่า"),
  province("VN_C_BDI", THU, "Bình Định", "Binh Dinh", "平定", "ビンディン", "บิ่ญดิ่ญ"),
  province("VN_C_QT", THU, "Quảng Trị", "Quang Tri", "广治", "クアンチ", "กว๋างจิ"),
  province("VN_C_QB", THU, "Quảng Bình", "Quang Binh", "广平", "クアンビン", "กว๋างบิ่ญ"),
  province("VN_C_GL", FRI, "Gia Lai", "Gia Lai", "嘉莱", "ザライ", "ซาลาย"),
  province("VN_C_NT", FRI, "Ninh Thuận", "Ninh Thuan", "宁顺", "ニントゥアン", "นิญถ่วน"),
  province("VN_C_QNG", SAT, "Quảng Ngãi", "Quang Ngai", "广义", "クアンガイ", "กว๋างหงาย"),
  province("VN_C_DNO", SAT, "Đắk Nông", "Dak Nong", "得农", "ダクノン", "ดั๊กนง"),
  province("VN_C_KT", SUN, "Kon Tum", "Kon Tum", "昆嵩", "コントゥム", "กอนตุม"),
];

const SOUTH: Province[] = [
  province("VN_S_HCM", MON | SAT, "TP. Hồ Chí Minh", "Ho Chi Minh City", "胡志明市", "ホーチミン市", "นครโฮจิมินห์"),
  province("VN_S_DT", MON, "Đồng Tháp", "Dong Thap", "同塔", "ドンタップ", "ด่งท้าป"),
  province("VN_S_CM", MON, "Cà Mau", "Ca Mau", "金瓯", "カマウ", "ก่าเมา"),
  province("VN_S_BTR", TUE, "Bến Tre", "Ben Tre", "槟椥", "ベンチェ", "เบ๊นแจ"),
  province("VN_S_VT", TUE, "Vũng Tàu", "Vung Tau", "头顿", "ブンタウ", "หวุงเต่า"),
  province("VN_S_BL", TUE, "Bạc Liêu", "Bac Lieu", "薄辽", "バクリエウ", "บักเลียว"),
  province("VN_S_DN", WED, "Đồng Nai", "Dong Nai", "同奈", "ドンナイ", "ด่งนาย"),
  province("VN_S_CT", WED, "Cần Thơ", "Can Tho", "芹苴", "カントー", "เกิ่นเทอ"),
  province("VN_S_ST", WED, "Sóc Trăng", "Soc Trang", "朔庄", "ソクチャン", "ซอกจัง"),
  province("VN_S_TN", THU, "Tây Ninh", "Tay Ninh", "西宁", "タイニン", "เต็ยนิญ"),
  province("VN_S_AG", THU, "An Giang", "An Giang", "安江", "アンザン", "อานซาง"),
  province("VN_S_BTH", THU, "Bình Thuận", "Binh Thuan", "平顺", "ビントゥアン", "บิ่ญถ่วน"),
  province("VN_S_VL", FRI, "Vĩnh Long", "Vinh Long", "永隆", "ヴィンロン", "หวิญลอง"),
  province("VN_S_BD", FRI, "Bình Dương", "Binh Duong", "平阳", "ビンズオン", "บิ่ญเซือง"),
  province("VN_S_TV", FRI, "Trà Vinh", "Tra Vinh", "茶荣", "チャーヴィン", "จ่าวิญ"),
  province("VN_S_LA", SAT, "Long An", "Long An", "隆安", "ロンアン", "ลองอาน"),
  province("VN_S_BP", SAT, "Bình Phước", "Binh Phuoc", "平福", "ビンフオック", "บิ่ญเฟื้อก"),
  province("VN_S_HG", SAT, "Hậu Giang", "Hau Giang", "后江", "ハウザン", "เหิ่วซาง"),
  province("VN_S_TG", SUN, "Tiền Giang", "Tien Giang", "前江", "ティエンザン", "เตี่ยนซาง"),
  province("VN_S_KG", SUN, "Kiên Giang", "Kien Giang", "坚江", "キエンザン", "เกียนซาง"),
  province("VN_S_DL", SUN, "Đà Lạt", "Da Lat", "大叻", "ダラット", "ดาลัต"),
];

/** A province's game name: "Xổ số Đà Nẵng", "Da Nang Lottery"... */
const lotteryName = (name: Names): Names => ({
  vi: `Xổ số ${name.vi}`,
  en: `${name.en} Lottery`,
  cn: `${name.cn}彩票`,
  ja: `${name.ja}宝くじ`,
  th: `หวย${name.th}`,
});

const official = (family: string, drawTimeSec: number) => (p: Province) => ({
  code: p.code,
  family,
  intervalSec: 86_400,
  closeBeforeSec: CLOSE_BEFORE_SEC,
  official: true,
  drawTimeSec,
  weekdays: p.weekdays,
  name: lotteryName(p.name),
});

export const DEMO_VN_OFFICIAL_GAMES = [
  {
    code: "VN_N_DAILY",
    family: "VN_NORTH",
    intervalSec: 86_400,
    closeBeforeSec: CLOSE_BEFORE_SEC,
    official: true,
    drawTimeSec: NORTH_AT,
    weekdays: EVERY_DAY,
    name: {
      vi: "Xổ số Miền Bắc",
      en: "North Vietnam Daily Lottery",
      cn: "越南北部每日彩",
      ja: "ベトナム北部 毎日抽選",
      th: "หวยฮานอย รายวัน",
    },
  },
  ...CENTRAL.map(official("VN_CENTRAL", CENTRAL_AT)),
  ...SOUTH.map(official("VN_SOUTH", SOUTH_AT)),
];
