/**
 * Demo brand content ("Demo Portal"): announcements, help centre, vendors,
 * hot games and lottery menus, in cn / en / ja / th / vi.
 *
 * Everything here is fictional demo content. Game names are invented; vendor
 * codes only identify the provider integration.
 */
import { PROMOTION_ART } from "@portal/contract/artwork";
import type { StoredAnnouncementType } from "@portal/contract/announcements";
import type { LocalizedText } from "../schema";

// ---------------------------------------------------------------------------
// Announcements
// ---------------------------------------------------------------------------

export interface SeedAnnouncement {
  slug: string;
  type: StoredAnnouncementType;
  execution: "A" | "B" | "F";
  title: LocalizedText;
  content: LocalizedText;
  imageUrl: string;
  link: string;
  /** days before now it was published */
  daysAgo: number;
}

export const DEMO_ANNOUNCEMENTS: SeedAnnouncement[] = [
  // ----- Agents (AG): the agent centre's announcements -----
  {
    slug: "agent-daily-salary",
    type: "AG",
    execution: "A",
    title: {
      cn: "代理日工资结算说明",
      en: "How agent daily salaries are settled",
      ja: "代理日給の精算について",
      th: "วิธีคำนวณเงินเดือนรายวันของตัวแทน",
      vi: "Cách tính lương ngày cho đại lý",
    },
    content: {
      cn: `<p>日工资按北京时间（GMT+8）每日结算一次：根据您团队当日的有效投注额和活跃人数，按契约中达到的最高档位比例计算，次日凌晨发放到您的钱包。</p><p>您给下级的契约比例不能高于您自己的契约，差额即为您的收入。</p>`,
      en: `<p>Daily salaries are settled once per day (GMT+8): your team's valid turnover and active members for the day decide the highest tier of your contract reached, and the salary is paid to your wallet just after midnight.</p><p>The terms you give your downlines can never be above your own contract's; the difference is yours.</p>`,
      ja: `<p>日給はGMT+8の1日ごとに1回精算されます。その日のチームの有効ベット額と有効会員数から契約の最上位の段階が決まり、日付が変わった直後にウォレットへ支払われます。</p><p>下位に与える契約条件はご自身の契約を超えられません。その差額があなたの収入になります。</p>`,
      th: `<p>เงินเดือนรายวันจะคำนวณวันละครั้งตามเวลา GMT+8 โดยใช้ยอดเทิร์นโอเวอร์ที่มีผลและจำนวนสมาชิกที่แอคทีฟของทีมในวันนั้นเพื่อกำหนดขั้นสูงสุดของสัญญาที่ทำได้ และจ่ายเข้ากระเป๋าเงินของคุณหลังเที่ยงคืน</p><p>เงื่อนไขที่คุณให้ดาวน์ไลน์ต้องไม่สูงกว่าสัญญาของคุณเอง ส่วนต่างคือรายได้ของคุณ</p>`,
      vi: `<p>Lương ngày được tính mỗi ngày một lần (GMT+8): doanh thu cược hợp lệ và số thành viên hoạt động của đội trong ngày quyết định mức cao nhất đạt được trong hợp đồng, và lương được chuyển vào ví của bạn ngay sau nửa đêm.</p><p>Điều kiện bạn đưa cho tuyến dưới không bao giờ được cao hơn hợp đồng của chính bạn; phần chênh lệch là thu nhập của bạn.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 1,
  },
  // ----- Player notices (PL) -----
  {
    slug: "scheduled-maintenance",
    type: "PL",
    execution: "B",
    title: {
      cn: "系统例行维护通知",
      en: "Scheduled system maintenance",
      ja: "定期システムメンテナンスのお知らせ",
      th: "แจ้งปิดปรับปรุงระบบตามกำหนด",
      vi: "Thông báo bảo trì hệ thống định kỳ",
    },
    content: {
      cn: `<p>为提升系统稳定性，Demo Portal 将于周二 02:00 至 04:00（GMT+8）进行例行维护。维护期间，存款、取款及部分游戏将暂停服务。</p><p>请在维护开始前完成进行中的游戏局。感谢您的耐心与支持。</p>`,
      en: `<p>To improve stability, Demo Portal will undergo scheduled maintenance on Tuesday from 02:00 to 04:00 (GMT+8). During this window, deposits, withdrawals and some games will be temporarily unavailable.</p><p>Please finish any open game rounds before maintenance begins. Thank you for your patience.</p>`,
      ja: `<p>システムの安定性向上のため、Demo Portalは火曜日02:00～04:00（GMT+8）に定期メンテナンスを実施します。メンテナンス中は、入金・出金および一部のゲームが一時的にご利用いただけません。</p><p>メンテナンス開始前に、進行中のゲームを終了してください。ご理解とご協力をお願いいたします。</p>`,
      th: `<p>เพื่อเพิ่มความเสถียรของระบบ Demo Portal จะปิดปรับปรุงระบบตามกำหนดในวันอังคาร เวลา 02:00 ถึง 04:00 น. (GMT+8) ระหว่างนี้ การฝากเงิน การถอนเงิน และเกมบางรายการจะไม่สามารถใช้งานได้ชั่วคราว</p><p>กรุณาเล่นรอบเกมที่ค้างอยู่ให้เสร็จก่อนเริ่มการปิดปรับปรุง ขอบคุณที่อดทนรอ</p>`,
      vi: `<p>Nhằm nâng cao độ ổn định, Demo Portal sẽ tiến hành bảo trì định kỳ vào thứ Ba từ 02:00 đến 04:00 (GMT+8). Trong thời gian này, chức năng nạp tiền, rút tiền và một số trò chơi sẽ tạm ngừng.</p><p>Vui lòng hoàn tất các ván chơi đang diễn ra trước khi bảo trì bắt đầu. Cảm ơn sự kiên nhẫn của bạn.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 0,
  },
  {
    slug: "new-games-added",
    type: "PL",
    execution: "B",
    title: {
      cn: "新增老虎机与捕鱼游戏",
      en: "New slot and fishing games added",
      ja: "新しいスロット・フィッシングゲームを追加しました",
      th: "เพิ่มเกมสล็อตและเกมยิงปลาใหม่",
      vi: "Ra mắt trò chơi slot và bắn cá mới",
    },
    content: {
      cn: `<p>我们新上线了一批来自 PG Soft、JILI 和 JDB 的老虎机与捕鱼游戏，请在游戏大厅中留意<strong>新</strong>标签。</p><p>大部分新老虎机支持免费试玩，您可以先体验再决定是否进行真钱游戏。</p>`,
      en: `<p>We have added a fresh batch of slot and fishing titles from PG Soft, JILI and JDB. Look for the <strong>New</strong> tag in the game lobby.</p><p>Most new slots offer a free-play mode, so you can try them before playing for real money.</p>`,
      ja: `<p>PG Soft、JILI、JDBの新しいスロットおよびフィッシングゲームを追加しました。ゲームロビーで<strong>NEW</strong>マークをチェックしてください。</p><p>新作スロットの多くは無料プレイに対応しているので、リアルマネーで遊ぶ前にお試しいただけます。</p>`,
      th: `<p>เราได้เพิ่มเกมสล็อตและเกมยิงปลาชุดใหม่จาก PG Soft, JILI และ JDB มองหาป้าย <strong>ใหม่</strong> ในล็อบบี้เกมได้เลย</p><p>สล็อตใหม่ส่วนใหญ่มีโหมดทดลองเล่นฟรี ให้คุณลองเล่นก่อนเดิมพันด้วยเงินจริง</p>`,
      vi: `<p>Chúng tôi vừa bổ sung loạt trò chơi slot và bắn cá mới từ PG Soft, JILI và JDB. Hãy tìm nhãn <strong>Mới</strong> trong sảnh trò chơi.</p><p>Hầu hết các slot mới đều có chế độ chơi thử miễn phí để bạn trải nghiệm trước khi chơi bằng tiền thật.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 2,
  },
  {
    slug: "deposit-channel-update",
    type: "PL",
    execution: "B",
    title: {
      cn: "存款渠道更新",
      en: "Deposit channel update",
      ja: "入金チャネル更新のお知らせ",
      th: "อัปเดตช่องทางการฝากเงิน",
      vi: "Cập nhật kênh nạp tiền",
    },
    content: {
      cn: `<p>我们已更新存款渠道。银行转账和电子钱包存款的收款账户，仅会在您于存款页面提交申请后显示。</p><p>请务必使用本次申请所显示的账户信息。旧的账户信息可能已失效，转入旧账户的款项将无法自动到账。</p>`,
      en: `<p>We have updated our deposit channels. Recipient account details for bank transfer and e-wallet deposits are now shown only after you submit a request on the Deposit page.</p><p>Always use the account details shown for your current request. Old account details may no longer be valid, and deposits sent to them cannot be credited automatically.</p>`,
      ja: `<p>入金チャネルを更新しました。銀行振込および電子ウォレットでの入金先口座は、入金ページで申請を送信した後にのみ表示されます。</p><p>必ず今回の申請で表示された口座情報をご利用ください。以前の口座情報は無効になっている場合があり、そちらへの入金は自動で反映されません。</p>`,
      th: `<p>เราได้อัปเดตช่องทางการฝากเงินแล้ว ข้อมูลบัญชีผู้รับสำหรับการโอนผ่านธนาคารและอีวอลเล็ตจะแสดงหลังจากที่คุณส่งคำขอในหน้าฝากเงินเท่านั้น</p><p>โปรดใช้ข้อมูลบัญชีที่แสดงสำหรับคำขอปัจจุบันทุกครั้ง ข้อมูลบัญชีเดิมอาจใช้ไม่ได้แล้ว และยอดที่โอนเข้าบัญชีเดิมจะไม่ถูกเติมเข้าระบบโดยอัตโนมัติ</p>`,
      vi: `<p>Chúng tôi đã cập nhật các kênh nạp tiền. Thông tin tài khoản nhận tiền cho chuyển khoản ngân hàng và ví điện tử chỉ hiển thị sau khi bạn gửi yêu cầu tại trang Nạp tiền.</p><p>Luôn sử dụng thông tin tài khoản hiển thị cho yêu cầu hiện tại. Thông tin tài khoản cũ có thể không còn hiệu lực và khoản nạp vào đó sẽ không được cộng tự động.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 4,
  },
  {
    slug: "withdrawal-processing-times",
    type: "PL",
    execution: "B",
    title: {
      cn: "取款处理时间说明",
      en: "Withdrawal processing times",
      ja: "出金処理時間について",
      th: "ระยะเวลาดำเนินการถอนเงิน",
      vi: "Thời gian xử lý rút tiền",
    },
    content: {
      cn: `<p>大部分取款申请会在 15–30 分钟内完成审核与处理。在高峰时段或银行维护期间，处理时间可能延长至 24 小时。</p><ul><li>您绑定的所有银行账户须为同一户名，即第一个绑定账户的户名。</li><li>申请取款前，请先完成尚未达成的流水要求。</li></ul>`,
      en: `<p>Most withdrawals are reviewed and processed within 15–30 minutes. During peak hours or bank maintenance, processing may take up to 24 hours.</p><ul><li>All the bank accounts you link must be in one holder's name: that of the first account you linked.</li><li>Complete any outstanding turnover requirements before requesting a withdrawal.</li></ul>`,
      ja: `<p>ほとんどの出金は15～30分以内に審査・処理されます。混雑する時間帯や銀行のメンテナンス中は、最大24時間かかる場合があります。</p><ul><li>登録する銀行口座はすべて同じ名義（最初に登録した口座の名義）である必要があります。</li><li>出金申請の前に、未達成の賭け条件（ターンオーバー）を満たしてください。</li></ul>`,
      th: `<p>การถอนเงินส่วนใหญ่จะได้รับการตรวจสอบและดำเนินการภายใน 15–30 นาที ในช่วงเวลาที่มีผู้ใช้หนาแน่นหรือธนาคารปิดปรับปรุง อาจใช้เวลาสูงสุด 24 ชั่วโมง</p><ul><li>บัญชีธนาคารทุกบัญชีที่ผูกต้องเป็นชื่อเจ้าของบัญชีเดียวกัน คือชื่อของบัญชีแรกที่คุณผูกไว้</li><li>ทำยอดเทิร์นโอเวอร์ที่ค้างอยู่ให้ครบก่อนแจ้งถอนเงิน</li></ul>`,
      vi: `<p>Phần lớn yêu cầu rút tiền được xét duyệt và xử lý trong vòng 15–30 phút. Vào giờ cao điểm hoặc khi ngân hàng bảo trì, thời gian xử lý có thể kéo dài đến 24 giờ.</p><ul><li>Mọi tài khoản ngân hàng bạn liên kết phải đứng cùng một tên chủ tài khoản: tên của tài khoản đầu tiên bạn đã liên kết.</li><li>Hoàn thành các yêu cầu doanh thu cược còn lại trước khi gửi yêu cầu rút tiền.</li></ul>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 6,
  },
  {
    slug: "phishing-security-reminder",
    type: "PL",
    execution: "B",
    title: {
      cn: "安全提醒：谨防钓鱼诈骗",
      en: "Security reminder: beware of phishing",
      ja: "セキュリティ注意喚起：フィッシング詐欺にご注意ください",
      th: "เตือนภัย: ระวังการหลอกลวงแบบฟิชชิง",
      vi: "Nhắc nhở bảo mật: cảnh giác lừa đảo giả mạo",
    },
    content: {
      cn: `<p>Demo Portal 工作人员绝不会通过聊天、电话或社交媒体向您索取密码、验证码或完整的银行卡信息。</p><p>请仅通过官方网站或 App 登录，并在输入信息前核对网址。如收到可疑信息，请向<a href="/help">在线客服</a>举报。</p>`,
      en: `<p>Demo Portal staff will never ask for your password, verification codes or full bank card details by chat, phone or social media.</p><p>Only log in through our official website or app, and check the address before entering your details. If you receive a suspicious message, please report it to <a href="/help">customer support</a>.</p>`,
      ja: `<p>Demo Portalのスタッフが、チャット・電話・SNSでパスワード、認証コード、銀行カードの全情報をお尋ねすることは一切ありません。</p><p>ログインは必ず公式サイトまたは公式アプリから行い、情報を入力する前にURLをご確認ください。不審なメッセージを受け取った場合は、<a href="/help">カスタマーサポート</a>までご報告ください。</p>`,
      th: `<p>เจ้าหน้าที่ของ Demo Portal จะไม่ขอรหัสผ่าน รหัสยืนยัน หรือข้อมูลบัตรธนาคารแบบเต็มของคุณผ่านแชท โทรศัพท์ หรือโซเชียลมีเดียโดยเด็ดขาด</p><p>โปรดเข้าสู่ระบบผ่านเว็บไซต์หรือแอปอย่างเป็นทางการเท่านั้น และตรวจสอบที่อยู่เว็บก่อนกรอกข้อมูลทุกครั้ง หากได้รับข้อความที่น่าสงสัย โปรดแจ้ง<a href="/help">ฝ่ายบริการลูกค้า</a></p>`,
      vi: `<p>Nhân viên Demo Portal sẽ không bao giờ yêu cầu mật khẩu, mã xác minh hoặc thông tin thẻ ngân hàng đầy đủ của bạn qua chat, điện thoại hay mạng xã hội.</p><p>Chỉ đăng nhập qua trang web hoặc ứng dụng chính thức và kiểm tra địa chỉ trước khi nhập thông tin. Nếu nhận được tin nhắn đáng ngờ, vui lòng báo cho <a href="/help">bộ phận chăm sóc khách hàng</a>.</p>`,
    },
    imageUrl: "",
    link: "/help",
    daysAgo: 8,
  },
  {
    slug: "responsible-gaming-reminder",
    type: "PL",
    execution: "B",
    title: {
      cn: "理性娱乐，负责任博彩",
      en: "Play responsibly",
      ja: "責任あるプレイを心がけましょう",
      th: "เล่นอย่างมีความรับผิดชอบ",
      vi: "Chơi có trách nhiệm",
    },
    content: {
      cn: `<p>游戏应当是一种娱乐，而不是赚钱的途径。本平台服务仅面向<strong>年满 18 周岁</strong>的玩家。</p><p>您可以随时设置存款限额、暂停游戏或申请自我禁入。详情请访问<a href="/help">帮助中心</a>。</p>`,
      en: `<p>Gaming should be entertainment, not a way to make money. Our services are for players aged <strong>18 and over</strong> only.</p><p>You can set deposit limits, take a break or request self-exclusion at any time. Visit the <a href="/help">Help Centre</a> to learn more.</p>`,
      ja: `<p>ゲームは娯楽であり、お金を稼ぐ手段ではありません。当サービスは<strong>18歳以上</strong>の方のみご利用いただけます。</p><p>入金限度額の設定、一時休止、自己排除の申請はいつでも可能です。詳しくは<a href="/help">ヘルプセンター</a>をご覧ください。</p>`,
      th: `<p>การเล่นเกมควรเป็นความบันเทิง ไม่ใช่ช่องทางหารายได้ บริการของเราสำหรับผู้เล่นที่มีอายุ<strong>18 ปีขึ้นไป</strong>เท่านั้น</p><p>คุณสามารถตั้งวงเงินฝาก พักการเล่น หรือขอระงับบัญชีตนเองได้ทุกเมื่อ ดูรายละเอียดเพิ่มเติมได้ที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>`,
      vi: `<p>Trò chơi nên là hình thức giải trí, không phải cách kiếm tiền. Dịch vụ của chúng tôi chỉ dành cho người chơi từ <strong>18 tuổi trở lên</strong>.</p><p>Bạn có thể đặt giới hạn nạp tiền, tạm nghỉ hoặc yêu cầu tự loại trừ bất cứ lúc nào. Truy cập <a href="/help">Trung tâm trợ giúp</a> để biết thêm chi tiết.</p>`,
    },
    imageUrl: "",
    link: "/help",
    daysAgo: 11,
  },
  {
    slug: "holiday-promotion-schedule",
    type: "PL",
    execution: "B",
    title: {
      cn: "节日活动时间表",
      en: "Holiday promotion schedule",
      ja: "ホリデーキャンペーンのスケジュール",
      th: "ตารางโปรโมชั่นช่วงเทศกาล",
      vi: "Lịch khuyến mãi mùa lễ hội",
    },
    content: {
      cn: `<p>节日活动将贯穿整个节庆期间，包括每日签到奖励，以及指定老虎机和真人桌台的周末锦标赛。</p><p>各项活动的日期与规则请查看<a href="/promotions">优惠活动</a>页面。以相关条款为准。</p>`,
      en: `<p>Our holiday events run throughout the festive season, with daily check-in rewards and weekend tournaments on selected slots and live tables.</p><p>Dates and rules for each activity are listed on the <a href="/promotions">Promotions</a> page. Terms apply.</p>`,
      ja: `<p>ホリデーシーズン中は、毎日のログインボーナスや、対象のスロット・ライブテーブルでの週末トーナメントを開催します。</p><p>各イベントの日程とルールは<a href="/promotions">プロモーション</a>ページでご確認ください。規約が適用されます。</p>`,
      th: `<p>กิจกรรมช่วงเทศกาลจะจัดขึ้นตลอดช่วงวันหยุด พร้อมรางวัลเช็กอินรายวันและทัวร์นาเมนต์สุดสัปดาห์ในเกมสล็อตและโต๊ะคาสิโนสดที่ร่วมรายการ</p><p>ดูวันที่และกติกาของแต่ละกิจกรรมได้ที่หน้า<a href="/promotions">โปรโมชั่น</a> มีข้อกำหนดและเงื่อนไข</p>`,
      vi: `<p>Các sự kiện mùa lễ hội diễn ra suốt kỳ nghỉ, bao gồm phần thưởng điểm danh hằng ngày và giải đấu cuối tuần tại một số slot và bàn live casino được chọn.</p><p>Thời gian và thể lệ từng hoạt động được đăng tại trang <a href="/promotions">Khuyến mãi</a>. Áp dụng điều khoản.</p>`,
    },
    imageUrl: "",
    link: "/promotions",
    daysAgo: 13,
  },
  {
    slug: "app-update-available",
    type: "PL",
    execution: "B",
    title: {
      cn: "新版 App 已上线",
      en: "New app version available",
      ja: "アプリの新バージョンを公開しました",
      th: "แอปเวอร์ชันใหม่พร้อมใช้งานแล้ว",
      vi: "Đã có phiên bản ứng dụng mới",
    },
    content: {
      cn: `<p>Demo Portal App 新版本现已推出。本次更新提升了加载速度，修复了部分显示问题，并新增存款限额设置的快捷入口。</p><p>请通过官方网站的下载链接进行更新，切勿从非官方渠道安装 App。</p>`,
      en: `<p>A new version of the Demo Portal app is now available. This update improves loading speed, fixes minor display issues and adds quick access to deposit limit settings.</p><p>Please update through the download link on our official website. Do not install the app from unofficial sources.</p>`,
      ja: `<p>Demo Portalアプリの新バージョンを公開しました。今回のアップデートでは、読み込み速度の改善、軽微な表示不具合の修正、入金限度額設定へのショートカットの追加を行いました。</p><p>公式サイトのダウンロードリンクからアップデートしてください。非公式の配布元からアプリをインストールしないでください。</p>`,
      th: `<p>แอป Demo Portal เวอร์ชันใหม่พร้อมให้ดาวน์โหลดแล้ว การอัปเดตครั้งนี้ช่วยให้โหลดเร็วขึ้น แก้ไขปัญหาการแสดงผลเล็กน้อย และเพิ่มทางลัดสำหรับตั้งค่าวงเงินฝาก</p><p>โปรดอัปเดตผ่านลิงก์ดาวน์โหลดบนเว็บไซต์อย่างเป็นทางการของเรา และอย่าติดตั้งแอปจากแหล่งที่ไม่เป็นทางการ</p>`,
      vi: `<p>Phiên bản mới của ứng dụng Demo Portal đã sẵn sàng. Bản cập nhật này giúp tải nhanh hơn, sửa một số lỗi hiển thị nhỏ và thêm lối tắt đến phần cài đặt giới hạn nạp tiền.</p><p>Vui lòng cập nhật qua liên kết tải về trên trang web chính thức. Không cài đặt ứng dụng từ nguồn không chính thức.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 16,
  },
  {
    slug: "vip-programme-update",
    type: "PL",
    execution: "B",
    title: {
      cn: "VIP 计划更新",
      en: "VIP programme update",
      ja: "VIPプログラムのアップデート",
      th: "อัปเดตโปรแกรม VIP",
      vi: "Cập nhật chương trình VIP",
    },
    content: {
      cn: `<p>VIP 计划现已调整为六个等级。等级每月根据您的活跃情况进行评定，各等级可享受更快的取款审核、专属客户经理等权益。</p><p>权益内容与升级条件请查看<a href="/promotions">优惠活动</a>页面。以相关条款为准。</p>`,
      en: `<p>Our VIP programme now has six levels. Levels are reviewed monthly based on your activity, and each level unlocks benefits such as faster withdrawal review and a dedicated account manager.</p><p>Benefits and level requirements are described on the <a href="/promotions">Promotions</a> page. Terms apply.</p>`,
      ja: `<p>VIPプログラムは6段階のレベル制になりました。レベルは毎月のご利用状況に基づいて見直され、各レベルで出金審査の優先対応や専任担当者などの特典をご利用いただけます。</p><p>特典内容と昇格条件は<a href="/promotions">プロモーション</a>ページをご覧ください。規約が適用されます。</p>`,
      th: `<p>โปรแกรม VIP ของเราปรับเป็น 6 ระดับแล้ว ระดับจะได้รับการทบทวนทุกเดือนตามการใช้งานของคุณ และแต่ละระดับจะได้รับสิทธิประโยชน์ เช่น การตรวจสอบการถอนเงินที่รวดเร็วขึ้น และผู้จัดการบัญชีส่วนตัว</p><p>ดูสิทธิประโยชน์และเงื่อนไขการเลื่อนระดับได้ที่หน้า<a href="/promotions">โปรโมชั่น</a> มีข้อกำหนดและเงื่อนไข</p>`,
      vi: `<p>Chương trình VIP hiện có sáu cấp độ. Cấp độ được xét lại hằng tháng dựa trên mức độ hoạt động của bạn, mỗi cấp mở khóa các quyền lợi như duyệt rút tiền nhanh hơn và chuyên viên chăm sóc riêng.</p><p>Quyền lợi và điều kiện thăng cấp được mô tả tại trang <a href="/promotions">Khuyến mãi</a>. Áp dụng điều khoản.</p>`,
    },
    imageUrl: "",
    link: "/promotions",
    daysAgo: 19,
  },
  {
    slug: "customer-service-hours",
    type: "PL",
    execution: "B",
    title: {
      cn: "如何联系客服",
      en: "How to reach customer service",
      ja: "カスタマーサービスへのお問い合わせ方法",
      th: "วิธีติดต่อฝ่ายบริการลูกค้า",
      vi: "Cách liên hệ bộ phận chăm sóc khách hàng",
    },
    content: {
      cn: `<p>请点击任意页面上的<strong>在线客服</strong>：已开通在线客服时会打开客服窗口，否则会带您前往<a href="/help">帮助中心</a>。</p><p>您也可以在会员中心的<strong>意见反馈</strong>中给我们留言（最多可附三张图片），我们的回复会显示在您的反馈记录中。</p>`,
      en: `<p>Tap <strong>Customer service</strong> on any page. It opens our support chat when one is available, and otherwise takes you to the <a href="/help">Help Centre</a>.</p><p>You can also write to us from <strong>Feedback</strong> in the member centre, with up to three pictures; our answer appears with your feedback there.</p>`,
      ja: `<p>各ページの<strong>お問い合わせ</strong>をタップしてください。サポートチャットが利用できる場合はチャットが開き、それ以外の場合は<a href="/help">ヘルプセンター</a>に移動します。</p><p>会員センターの<strong>ご意見・ご要望</strong>からもメッセージを送れます（画像は3枚まで添付可）。返信はお送りいただいたご意見と一緒に表示されます。</p>`,
      th: `<p>แตะ<strong>ฝ่ายบริการลูกค้า</strong>ในหน้าใดก็ได้ หากมีแชทฝ่ายบริการลูกค้าเปิดให้บริการ ระบบจะเปิดแชทให้ หากไม่มีจะพาคุณไปยัง<a href="/help">ศูนย์ช่วยเหลือ</a></p><p>คุณยังส่งข้อความถึงเราได้จากเมนู<strong>ข้อเสนอแนะ</strong>ในศูนย์สมาชิก แนบรูปได้สูงสุดสามรูป คำตอบของเราจะแสดงอยู่กับข้อเสนอแนะของคุณในหน้านั้น</p>`,
      vi: `<p>Bấm <strong>Chăm sóc khách hàng</strong> trên bất kỳ trang nào. Nếu có kênh chat hỗ trợ, cửa sổ chat sẽ mở ra; nếu không, bạn sẽ được chuyển đến <a href="/help">Trung tâm trợ giúp</a>.</p><p>Bạn cũng có thể gửi tin nhắn cho chúng tôi tại mục <strong>Góp ý</strong> trong trung tâm thành viên, kèm tối đa ba hình ảnh; câu trả lời của chúng tôi sẽ hiển thị cùng góp ý của bạn tại đó.</p>`,
    },
    imageUrl: "",
    link: "/help",
    daysAgo: 22,
  },
  {
    slug: "football-season-start",
    type: "PL",
    execution: "B",
    title: {
      cn: "新赛季足球赛事投注现已开放",
      en: "New football season now open for betting",
      ja: "サッカー新シーズンのベッティング受付開始",
      th: "เปิดรับเดิมพันฟุตบอลฤดูกาลใหม่แล้ว",
      vi: "Mở cược mùa giải bóng đá mới",
    },
    content: {
      cn: `<p>新足球赛季已经开幕。主要联赛的赛前及滚球盘口现已在体育板块上线。</p><p>比赛进行中赔率可能快速变化，确认投注前请仔细核对投注单。</p>`,
      en: `<p>The new football season has kicked off. Pre-match and in-play markets for major leagues are now available in the Sports section.</p><p>Odds can change quickly during live matches. Please review your bet slip carefully before confirming.</p>`,
      ja: `<p>サッカーの新シーズンが開幕しました。主要リーグの試合前およびライブベッティングのマーケットをスポーツセクションでご利用いただけます。</p><p>試合中はオッズが急に変動することがあります。確定する前にベットスリップをよくご確認ください。</p>`,
      th: `<p>ฟุตบอลฤดูกาลใหม่เริ่มต้นแล้ว ตลาดเดิมพันก่อนเริ่มเกมและระหว่างการแข่งขันของลีกหลักเปิดให้บริการในหมวดกีฬาแล้ว</p><p>ราคาต่อรองอาจเปลี่ยนแปลงอย่างรวดเร็วระหว่างการแข่งขันสด โปรดตรวจสอบสลิปเดิมพันให้ดีก่อนยืนยัน</p>`,
      vi: `<p>Mùa giải bóng đá mới đã khởi tranh. Các kèo trước trận và kèo trực tiếp của những giải đấu lớn đã có tại mục Thể thao.</p><p>Tỷ lệ cược có thể thay đổi nhanh trong trận đấu trực tiếp. Vui lòng kiểm tra kỹ phiếu cược trước khi xác nhận.</p>`,
    },
    imageUrl: "",
    link: "/sports",
    daysAgo: 26,
  },
  {
    slug: "lottery-draw-schedule-change",
    type: "PL",
    execution: "B",
    title: {
      cn: "彩票开奖时间调整",
      en: "Lottery draw schedule change",
      ja: "宝くじ抽選スケジュール変更のお知らせ",
      th: "แจ้งเปลี่ยนแปลงเวลาออกผลลอตเตอรี่",
      vi: "Thay đổi lịch quay thưởng xổ số",
    },
    content: {
      cn: `<p>自下周起，5 分时时彩将于每日 04:00 至 07:00（GMT+8）暂停开奖，以进行系统对账。其他彩种不受影响。</p><p>暂停期间的期号将不接受投注，投注前请留意开奖倒计时。</p>`,
      en: `<p>Starting next week, 5-minute SSC draws will pause daily from 04:00 to 07:00 (GMT+8) for system reconciliation. Other lottery games are not affected.</p><p>Bets on draws within the paused period will not be accepted. Please check the draw countdown before betting.</p>`,
      ja: `<p>来週より、5分時時彩の抽選は毎日04:00～07:00（GMT+8）の間、システム照合のため休止します。その他の宝くじゲームへの影響はありません。</p><p>休止時間帯の回へのベットは受け付けられません。ベットの前に抽選までのカウントダウンをご確認ください。</p>`,
      th: `<p>ตั้งแต่สัปดาห์หน้าเป็นต้นไป การออกผล SSC 5 นาทีจะหยุดชั่วคราวทุกวันเวลา 04:00 ถึง 07:00 น. (GMT+8) เพื่อตรวจสอบความถูกต้องของระบบ ลอตเตอรี่ประเภทอื่นไม่ได้รับผลกระทบ</p><p>งวดที่อยู่ในช่วงหยุดชั่วคราวจะไม่รับการเดิมพัน โปรดตรวจสอบเวลานับถอยหลังก่อนวางเดิมพัน</p>`,
      vi: `<p>Từ tuần sau, các kỳ quay SSC 5 phút sẽ tạm dừng hằng ngày từ 04:00 đến 07:00 (GMT+8) để đối soát hệ thống. Các trò xổ số khác không bị ảnh hưởng.</p><p>Các kỳ trong thời gian tạm dừng sẽ không nhận cược. Vui lòng xem đồng hồ đếm ngược trước khi đặt cược.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 30,
  },

  // ----- Banners (B) -----
  {
    slug: "banner-welcome-offer",
    type: "B",
    execution: "B",
    title: {
      cn: "新会员迎新优惠",
      en: "Welcome Offer for New Members",
      ja: "新規会員ウェルカムオファー",
      th: "ข้อเสนอต้อนรับสมาชิกใหม่",
      vi: "Ưu đãi chào mừng thành viên mới",
    },
    content: {
      cn: `<p>完成首次存款即可领取迎新奖金。以相关条款为准。</p>`,
      en: `<p>Make your first deposit and claim a welcome bonus. Terms apply.</p>`,
      ja: `<p>初回入金でウェルカムボーナスを受け取りましょう。規約が適用されます。</p>`,
      th: `<p>ฝากเงินครั้งแรกแล้วรับโบนัสต้อนรับ มีข้อกำหนดและเงื่อนไข</p>`,
      vi: `<p>Nạp tiền lần đầu để nhận thưởng chào mừng. Áp dụng điều khoản.</p>`,
    },
    imageUrl: "/img/banners/banner-1.svg",
    link: "/promotions",
    daysAgo: 1,
  },
  {
    slug: "banner-live-casino",
    type: "B",
    execution: "B",
    title: {
      cn: "真人娱乐场，专业荷官在线",
      en: "Live Casino with Real Dealers",
      ja: "リアルディーラーのライブカジノ",
      th: "คาสิโนสดกับดีลเลอร์ตัวจริง",
      vi: "Casino trực tuyến với người chia bài thật",
    },
    content: {
      cn: `<p>百家乐、轮盘等经典游戏，全天候高清直播。</p>`,
      en: `<p>Baccarat, roulette and more, streamed live in HD around the clock.</p>`,
      ja: `<p>バカラ、ルーレットなどを24時間HDライブ配信でお楽しみいただけます。</p>`,
      th: `<p>บาคาร่า รูเล็ต และอีกมากมาย ถ่ายทอดสดระดับ HD ตลอด 24 ชั่วโมง</p>`,
      vi: `<p>Baccarat, roulette và nhiều trò khác, phát trực tiếp chất lượng HD suốt ngày đêm.</p>`,
    },
    imageUrl: "/img/banners/banner-2.svg",
    link: "/live",
    daysAgo: 3,
  },
  {
    slug: "banner-sports",
    type: "B",
    execution: "B",
    title: {
      cn: "精彩赛事，尽在体育",
      en: "Bet on the Biggest Matches",
      ja: "注目の試合にベットしよう",
      th: "เดิมพันทุกแมตช์ใหญ่",
      vi: "Đặt cược các trận đấu lớn",
    },
    content: {
      cn: `<p>足球、篮球、网球等众多赛事，提供赛前及滚球盘口。</p>`,
      en: `<p>Pre-match and in-play markets across football, basketball, tennis and more.</p>`,
      ja: `<p>サッカー、バスケットボール、テニスなど、試合前・ライブのマーケットを多数ご用意しています。</p>`,
      th: `<p>ตลาดเดิมพันก่อนเริ่มเกมและระหว่างแข่งขัน ทั้งฟุตบอล บาสเกตบอล เทนนิส และอีกมากมาย</p>`,
      vi: `<p>Kèo trước trận và kèo trực tiếp cho bóng đá, bóng rổ, quần vợt và nhiều môn khác.</p>`,
    },
    imageUrl: "/img/banners/banner-3.svg",
    link: "/sports",
    daysAgo: 5,
  },

  // ----- Popup (PU) -----
  {
    slug: "welcome-popup",
    type: "PU",
    execution: "B",
    title: {
      cn: "欢迎来到 Demo Portal",
      en: "Welcome to Demo Portal",
      ja: "Demo Portalへようこそ",
      th: "ยินดีต้อนรับสู่ Demo Portal",
      vi: "Chào mừng đến với Demo Portal",
    },
    content: {
      cn: `<p>感谢您加入 Demo Portal。真人娱乐、老虎机、体育、捕鱼、棋牌、电竞和彩票，一站畅玩。</p><p>请理性娱乐。本平台服务仅面向年满 18 周岁的玩家。需要帮助？请访问<a href="/help">帮助中心</a>。</p>`,
      en: `<p>Thank you for joining Demo Portal. Enjoy live casino, slots, sports, fishing, card games, esports and lottery, all in one place.</p><p>Please play responsibly. Our services are for players aged 18 and over. Need help? Visit the <a href="/help">Help Centre</a>.</p>`,
      ja: `<p>Demo Portalにご登録いただきありがとうございます。ライブカジノ、スロット、スポーツ、フィッシング、カードゲーム、eスポーツ、宝くじをまとめてお楽しみいただけます。</p><p>節度を守ってお楽しみください。当サービスは18歳以上の方のみご利用いただけます。お困りの際は<a href="/help">ヘルプセンター</a>をご覧ください。</p>`,
      th: `<p>ขอบคุณที่เข้าร่วมกับ Demo Portal สนุกกับคาสิโนสด สล็อต กีฬา เกมยิงปลา เกมไพ่ อีสปอร์ต และลอตเตอรี่ ครบจบในที่เดียว</p><p>โปรดเล่นอย่างมีความรับผิดชอบ บริการของเราสำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น ต้องการความช่วยเหลือ? ไปที่<a href="/help">ศูนย์ช่วยเหลือ</a></p>`,
      vi: `<p>Cảm ơn bạn đã tham gia Demo Portal. Khám phá live casino, slot, thể thao, bắn cá, game bài, thể thao điện tử và xổ số, tất cả tại một nơi.</p><p>Hãy chơi có trách nhiệm. Dịch vụ chỉ dành cho người từ 18 tuổi trở lên. Cần trợ giúp? Truy cập <a href="/help">Trung tâm trợ giúp</a>.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 0,
  },

  {
    slug: "member-popup",
    type: "PU",
    execution: "A",
    title: {
      cn: "欢迎回来",
      en: "Welcome back",
      ja: "おかえりなさい",
      th: "ยินดีต้อนรับกลับมา",
      vi: "Chào mừng bạn quay lại",
    },
    content: {
      cn: `<p>您可以在会员中心查看余额、存款和投注记录。</p><p>请理性娱乐，量力而行。</p>`,
      en: `<p>Your balance, deposits and betting records are in the member centre.</p><p>Please play responsibly and only with money you can afford to lose.</p>`,
      ja: `<p>残高・入金・ベット履歴は会員センターでご確認いただけます。</p><p>無理のない範囲で、節度を守ってお楽しみください。</p>`,
      th: `<p>ดูยอดเงิน การฝากเงิน และประวัติการเดิมพันได้ที่ศูนย์สมาชิก</p><p>โปรดเล่นอย่างมีความรับผิดชอบ และใช้เฉพาะเงินที่คุณเสียได้</p>`,
      vi: `<p>Số dư, lịch sử nạp tiền và lịch sử cược của bạn nằm trong trung tâm thành viên.</p><p>Hãy chơi có trách nhiệm và chỉ dùng số tiền bạn có thể chấp nhận mất.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 0,
  },
  {
    slug: "first-login-popup",
    type: "PU",
    execution: "F",
    title: {
      cn: "新会员须知",
      en: "Getting started",
      ja: "はじめての方へ",
      th: "เริ่มต้นใช้งาน",
      vi: "Bắt đầu sử dụng",
    },
    content: {
      cn: `<p>欢迎加入！存款前请先在会员中心绑定银行账户并设置支付密码。</p><p>所有活动的条款均可在优惠页面查看。</p>`,
      en: `<p>Welcome aboard! Before your first deposit, add a bank account and set a payment password in the member centre.</p><p>The terms of every promotion are on the promotions page.</p>`,
      ja: `<p>ようこそ！初回入金の前に、会員センターで銀行口座を登録し、支払いパスワードを設定してください。</p><p>各キャンペーンの規約はプロモーションページでご確認いただけます。</p>`,
      th: `<p>ยินดีต้อนรับ! ก่อนฝากเงินครั้งแรก กรุณาผูกบัญชีธนาคารและตั้งรหัสผ่านการชำระเงินในศูนย์สมาชิก</p><p>ดูเงื่อนไขของทุกโปรโมชั่นได้ที่หน้าโปรโมชั่น</p>`,
      vi: `<p>Chào mừng bạn! Trước lần nạp tiền đầu tiên, hãy liên kết tài khoản ngân hàng và đặt mật khẩu thanh toán trong trung tâm thành viên.</p><p>Điều khoản của mọi khuyến mãi có trên trang khuyến mãi.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 0,
  },

  // ----- Promotions (PR) -----
  {
    slug: "welcome-bonus",
    type: "PR",
    execution: "B",
    title: {
      cn: "新会员首存奖金",
      en: "Welcome Bonus",
      ja: "ウェルカムボーナス",
      th: "โบนัสต้อนรับสมาชิกใหม่",
      vi: "Thưởng chào mừng",
    },
    content: {
      cn: `<p>新会员完成首次存款即可获得奖金。奖金比例、上限及流水要求会在领取前于申请页面列明。</p><ul><li>每位会员限领一次。</li><li>须在首次存款后 7 天内领取。</li><li>以相关条款为准。</li></ul>`,
      en: `<p>New members can receive a bonus on their first deposit. The bonus rate, maximum amount and turnover requirement are shown on the claim page before you accept.</p><ul><li>One welcome bonus per member.</li><li>The bonus must be claimed within 7 days of the first deposit.</li><li>Terms apply.</li></ul>`,
      ja: `<p>新規会員の方は初回入金時にボーナスを受け取れます。ボーナス率、上限額、賭け条件は受け取り前に申請ページに表示されます。</p><ul><li>ウェルカムボーナスはお一人様1回限りです。</li><li>初回入金から7日以内にお受け取りください。</li><li>規約が適用されます。</li></ul>`,
      th: `<p>สมาชิกใหม่รับโบนัสจากการฝากเงินครั้งแรก อัตราโบนัส ยอดสูงสุด และเงื่อนไขการทำเทิร์นโอเวอร์จะแสดงในหน้ารับโบนัสก่อนที่คุณจะกดยืนยัน</p><ul><li>จำกัดหนึ่งสิทธิ์ต่อสมาชิก</li><li>ต้องรับโบนัสภายใน 7 วันหลังฝากเงินครั้งแรก</li><li>มีข้อกำหนดและเงื่อนไข</li></ul>`,
      vi: `<p>Thành viên mới có thể nhận tiền thưởng cho lần nạp đầu tiên. Tỷ lệ thưởng, mức tối đa và yêu cầu doanh thu cược được hiển thị trên trang nhận thưởng trước khi bạn xác nhận.</p><ul><li>Mỗi thành viên chỉ được nhận một lần.</li><li>Phải nhận thưởng trong vòng 7 ngày kể từ lần nạp đầu tiên.</li><li>Áp dụng điều khoản.</li></ul>`,
    },
    imageUrl: PROMOTION_ART["welcome-bonus"]!,
    link: "/promotions",
    daysAgo: 2,
  },
  {
    slug: "weekly-cashback",
    type: "PR",
    execution: "B",
    title: {
      cn: "每周返水",
      en: "Weekly Cashback",
      ja: "毎週キャッシュバック",
      th: "คืนยอดเสียรายสัปดาห์",
      vi: "Hoàn trả hằng tuần",
    },
    content: {
      cn: `<p>上周净亏损的一定比例将作为返水于每周一发放，返水比例依您的 VIP 等级而定。</p><ul><li>按周一至周日已结算的注单计算。</li><li>部分游戏及投注类型可能不计入。</li><li>以相关条款为准。</li></ul>`,
      en: `<p>Get a percentage of your net losses from the previous week back as cashback, credited every Monday. The rate depends on your VIP level.</p><ul><li>Calculated on bets settled from Monday to Sunday.</li><li>Some games and bet types may be excluded.</li><li>Terms apply.</li></ul>`,
      ja: `<p>前週の純損失額の一定割合を、毎週月曜日にキャッシュバックとして付与します。還元率はVIPレベルによって異なります。</p><ul><li>月曜日から日曜日までに確定したベットを対象に計算します。</li><li>一部のゲームやベットの種類は対象外となる場合があります。</li><li>規約が適用されます。</li></ul>`,
      th: `<p>รับเงินคืนเป็นเปอร์เซ็นต์จากยอดเสียสุทธิของสัปดาห์ก่อน เข้าบัญชีทุกวันจันทร์ อัตราเงินคืนขึ้นอยู่กับระดับ VIP ของคุณ</p><ul><li>คำนวณจากเดิมพันที่ได้ผลแล้วตั้งแต่วันจันทร์ถึงวันอาทิตย์</li><li>เกมและประเภทการเดิมพันบางรายการอาจไม่ร่วมรายการ</li><li>มีข้อกำหนดและเงื่อนไข</li></ul>`,
      vi: `<p>Nhận lại một tỷ lệ phần trăm số tiền thua ròng của tuần trước dưới dạng hoàn trả, được cộng vào mỗi thứ Hai. Tỷ lệ hoàn trả tùy thuộc vào cấp VIP của bạn.</p><ul><li>Tính trên các cược đã được thanh toán từ thứ Hai đến Chủ nhật.</li><li>Một số trò chơi và loại cược có thể không được tính.</li><li>Áp dụng điều khoản.</li></ul>`,
    },
    imageUrl: PROMOTION_ART["weekly-cashback"]!,
    link: "/promotions",
    daysAgo: 9,
  },
  {
    slug: "referral-reward",
    type: "PR",
    execution: "B",
    title: {
      cn: "推荐好友奖励",
      en: "Refer a Friend",
      ja: "お友達紹介キャンペーン",
      th: "รางวัลแนะนำเพื่อน",
      vi: "Thưởng giới thiệu bạn bè",
    },
    content: {
      cn: `<p>通过您的专属推荐链接邀请好友。好友注册、完成账户验证并达成合格存款后，您即可获得推荐奖励。</p><ul><li>好友须年满 18 周岁，且为 Demo Portal 新用户。</li><li>奖励发放前将进行审核，以防止重复账户或违规行为。</li><li>以相关条款为准。</li></ul>`,
      en: `<p>Invite friends with your personal referral link. When a referred friend registers, verifies their account and makes a qualifying deposit, you may receive a referral reward.</p><ul><li>Friends must be 18 or older and new to Demo Portal.</li><li>Rewards are reviewed to prevent duplicate accounts and abuse.</li><li>Terms apply.</li></ul>`,
      ja: `<p>専用の紹介リンクでお友達を招待しましょう。紹介したお友達が登録・本人確認を行い、対象となる入金を完了すると、紹介報酬を受け取れる場合があります。</p><ul><li>お友達は18歳以上で、Demo Portalを初めてご利用になる方に限ります。</li><li>重複アカウントや不正利用を防ぐため、報酬は審査の上で付与されます。</li><li>規約が適用されます。</li></ul>`,
      th: `<p>ชวนเพื่อนด้วยลิงก์แนะนำส่วนตัวของคุณ เมื่อเพื่อนสมัครสมาชิก ยืนยันบัญชี และฝากเงินตามเงื่อนไขแล้ว คุณจะมีสิทธิ์ได้รับรางวัลแนะนำเพื่อน</p><ul><li>เพื่อนต้องมีอายุ 18 ปีขึ้นไป และเป็นสมาชิกใหม่ของ Demo Portal</li><li>รางวัลจะผ่านการตรวจสอบเพื่อป้องกันบัญชีซ้ำซ้อนหรือการใช้สิทธิ์ในทางที่ผิด</li><li>มีข้อกำหนดและเงื่อนไข</li></ul>`,
      vi: `<p>Mời bạn bè bằng đường dẫn giới thiệu riêng của bạn. Khi người được giới thiệu đăng ký, xác minh tài khoản và hoàn tất khoản nạp đủ điều kiện, bạn có thể nhận thưởng giới thiệu.</p><ul><li>Bạn bè phải từ 18 tuổi trở lên và là người dùng mới của Demo Portal.</li><li>Phần thưởng sẽ được xét duyệt để ngăn chặn tài khoản trùng lặp và gian lận.</li><li>Áp dụng điều khoản.</li></ul>`,
    },
    imageUrl: PROMOTION_ART["referral-reward"]!,
    link: "/promotions",
    daysAgo: 15,
  },

  {
    slug: "lucky-draw",
    type: "PR",
    execution: "B",
    title: {
      cn: "幸运抽奖",
      en: "Lucky Draw",
      ja: "ラッキー抽選",
      th: "จับรางวัลนำโชค",
      vi: "Quay thưởng may mắn",
    },
    content: {
      cn: `<p>活动期间每存款 100 即可获得一次抽奖机会，最多 5 次。奖品包括现金 88、8 和 1，每次抽奖结果均可验证公平性。</p><ul><li>现金奖品存入奖励中心，请在活动结束后 30 天内领取。</li><li>以相关条款为准。</li></ul>`,
      en: `<p>Every 100.00 you deposit during the promotion earns a draw, up to 5. Prizes of 88.00, 8.00 and 1.00 cash, and every draw can be checked for fairness.</p><ul><li>Cash prizes wait in your reward center: claim them within 30 days of the end.</li><li>Terms apply.</li></ul>`,
      ja: `<p>期間中、100 入金ごとに抽選が 1 回、最大 5 回まで受けられます。賞品は現金 88、8、1 で、すべての抽選は公平性を検証できます。</p><ul><li>現金賞品は報酬センターに届きます。終了後 30 日以内にお受け取りください。</li><li>規約が適用されます。</li></ul>`,
      th: `<p>ทุกการฝาก 100 ในช่วงกิจกรรมรับสิทธิ์จับรางวัล 1 ครั้ง สูงสุด 5 ครั้ง ของรางวัลเป็นเงินสด 88, 8 และ 1 และตรวจสอบความยุติธรรมได้ทุกครั้ง</p><ul><li>เงินรางวัลจะรออยู่ในศูนย์รางวัล กรุณารับภายใน 30 วันหลังกิจกรรมสิ้นสุด</li><li>มีข้อกำหนดและเงื่อนไข</li></ul>`,
      vi: `<p>Mỗi 100 nạp trong thời gian khuyến mãi được một lượt quay, tối đa 5 lượt. Giải thưởng tiền mặt 88, 8 và 1, mỗi lượt quay đều kiểm chứng được tính công bằng.</p><ul><li>Tiền thưởng chờ trong trung tâm phần thưởng: hãy nhận trong vòng 30 ngày sau khi kết thúc.</li><li>Áp dụng điều khoản.</li></ul>`,
    },
    imageUrl: PROMOTION_ART["lucky-draw"]!,
    link: "/promotions",
    daysAgo: 1,
  },
  // ----- Home notice (H) -----
  {
    slug: "home-notice",
    type: "H",
    execution: "B",
    title: {
      cn: "网站公告",
      en: "Site notice",
      ja: "サイトからのお知らせ",
      th: "ประกาศจากเว็บไซต์",
      vi: "Thông báo",
    },
    content: {
      cn: `<p>欢迎来到 Demo Portal！如有疑问，请查看帮助中心或联系在线客服。请理性娱乐，本平台仅限年满 18 周岁的玩家使用。</p>`,
      en: `<p>Welcome to Demo Portal! Questions? See the Help Centre or contact customer service. Please play responsibly: our services are for players aged 18 and over.</p>`,
      ja: `<p>Demo Portalへようこそ！ご不明な点はヘルプセンターをご覧いただくか、カスタマーサービスまでお問い合わせください。節度を守ってお楽しみください。当サービスは18歳以上の方のみご利用いただけます。</p>`,
      th: `<p>ยินดีต้อนรับสู่ Demo Portal! มีคำถาม? ดูศูนย์ช่วยเหลือหรือติดต่อฝ่ายบริการลูกค้า โปรดเล่นอย่างมีความรับผิดชอบ บริการของเราสำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น</p>`,
      vi: `<p>Chào mừng bạn đến với Demo Portal! Có thắc mắc? Xem Trung tâm trợ giúp hoặc liên hệ chăm sóc khách hàng. Hãy chơi có trách nhiệm: dịch vụ chỉ dành cho người từ 18 tuổi trở lên.</p>`,
    },
    imageUrl: "",
    link: "",
    daysAgo: 0,
  },
];

// ---------------------------------------------------------------------------
// Help centre
// ---------------------------------------------------------------------------

export interface SeedHelpArticle {
  slug: string;
  title: LocalizedText;
  content: LocalizedText;
}
export interface SeedHelpCategory {
  slug: string;
  title: LocalizedText;
  articles: SeedHelpArticle[];
}

export const DEMO_HELP: SeedHelpCategory[] = [
  {
    slug: "getting-started",
    title: {
      cn: "新手入门",
      en: "Getting started",
      ja: "はじめに",
      th: "เริ่มต้นใช้งาน",
      vi: "Bắt đầu",
    },
    articles: [
      {
        slug: "create-an-account",
        title: {
          cn: "如何注册账户",
          en: "How to create an account",
          ja: "アカウントの作成方法",
          th: "วิธีสมัครสมาชิก",
          vi: "Cách tạo tài khoản",
        },
        content: {
          cn: `<p>注册 Demo Portal 账户只需几分钟。</p><ul><li>点击页面顶部的<strong>注册</strong>。</li><li>选择注册方式：<strong>账号注册</strong>（设置用户名和安全性高的密码），或<strong>手机注册</strong>（输入手机号码和我们以短信发送的验证码）。</li><li>填写表单要求的其他资料（例如邀请码）。</li><li>确认您已年满 18 周岁，并同意服务条款。</li></ul><p>每位玩家仅可持有一个账户，重复注册的账户可能会被关闭。</p>`,
          en: `<p>Creating a Demo Portal account takes only a few minutes.</p><ul><li>Click <strong>Register</strong> at the top of the page.</li><li>Choose how to register: <strong>Username</strong> (a username and a strong password) or <strong>Mobile</strong> (your mobile number and the code we send it by SMS).</li><li>Fill in anything else the form asks for (an invitation code, for example).</li><li>Confirm that you are 18 or older and accept the terms.</li></ul><p>Each player may hold only one account. Duplicate accounts may be closed.</p>`,
          ja: `<p>Demo Portalのアカウントは数分で作成できます。</p><ul><li>ページ上部の<strong>新規登録</strong>をクリックします。</li><li>登録方法を選びます：<strong>ユーザー名で登録</strong>（ユーザー名と安全なパスワード）または<strong>携帯電話で登録</strong>（携帯電話番号と、SMSでお送りする認証コード）。</li><li>フォームが求めるその他の項目（招待コードなど）を入力します。</li><li>18歳以上であることを確認し、利用規約に同意します。</li></ul><p>アカウントはお一人様1つまでです。重複したアカウントは閉鎖される場合があります。</p>`,
          th: `<p>การสมัครบัญชี Demo Portal ใช้เวลาเพียงไม่กี่นาที</p><ul><li>คลิก<strong>สมัครสมาชิก</strong>ที่ด้านบนของหน้า</li><li>เลือกวิธีสมัคร: <strong>ชื่อผู้ใช้</strong> (ชื่อผู้ใช้และรหัสผ่านที่คาดเดายาก) หรือ <strong>โทรศัพท์มือถือ</strong> (หมายเลขโทรศัพท์มือถือและรหัสที่เราส่งทาง SMS)</li><li>กรอกข้อมูลอื่นที่แบบฟอร์มขอ (เช่น รหัสเชิญ)</li><li>ยืนยันว่าคุณมีอายุ 18 ปีขึ้นไป และยอมรับข้อกำหนดการใช้บริการ</li></ul><p>ผู้เล่นแต่ละคนมีบัญชีได้เพียงบัญชีเดียว บัญชีที่ซ้ำซ้อนอาจถูกปิด</p>`,
          vi: `<p>Tạo tài khoản Demo Portal chỉ mất vài phút.</p><ul><li>Nhấn <strong>Đăng ký</strong> ở đầu trang.</li><li>Chọn cách đăng ký: <strong>Tên đăng nhập</strong> (tên đăng nhập và mật khẩu mạnh) hoặc <strong>Số điện thoại</strong> (số điện thoại di động và mã chúng tôi gửi qua SMS).</li><li>Điền các thông tin khác mà biểu mẫu yêu cầu (ví dụ mã mời).</li><li>Xác nhận bạn từ 18 tuổi trở lên và đồng ý với điều khoản.</li></ul><p>Mỗi người chơi chỉ được sở hữu một tài khoản. Các tài khoản trùng lặp có thể bị khóa.</p>`,
        },
      },
      {
        slug: "first-deposit-and-play",
        title: {
          cn: "首次存款与开始游戏",
          en: "Making your first deposit and playing",
          ja: "初回入金とゲームの始め方",
          th: "การฝากเงินครั้งแรกและเริ่มเล่นเกม",
          vi: "Nạp tiền lần đầu và bắt đầu chơi",
        },
        content: {
          cn: `<p>注册完成后，前往存款页面，选择支付方式并按照页面提示操作。付款确认后，余额将自动更新。</p><p>接着在大厅中选择游戏类别——真人娱乐、老虎机、体育、捕鱼、棋牌、电竞或彩票——即可开始游戏。许多老虎机支持免费试玩，您可以先熟悉玩法。</p>`,
          en: `<p>After registering, go to the Deposit page, choose a payment method and follow the on-screen instructions. Your balance updates once the payment is confirmed.</p><p>Then pick a category in the lobby (live casino, slots, sports, fishing, card games, esports or lottery) and open a game. Many slots offer free play, so you can learn the rules first.</p>`,
          ja: `<p>登録後、入金ページで決済方法を選び、画面の案内に従って手続きしてください。支払いが確認されると残高が更新されます。</p><p>次に、ロビーでカテゴリ（ライブカジノ、スロット、スポーツ、フィッシング、カードゲーム、eスポーツ、宝くじ）を選び、ゲームを開きます。多くのスロットは無料プレイに対応しているので、まずはルールを覚えることができます。</p>`,
          th: `<p>หลังสมัครสมาชิก ให้ไปที่หน้าฝากเงิน เลือกช่องทางการชำระเงิน แล้วทำตามขั้นตอนบนหน้าจอ ยอดเงินจะอัปเดตเมื่อการชำระเงินได้รับการยืนยัน</p><p>จากนั้นเลือกหมวดหมู่ในล็อบบี้ (คาสิโนสด สล็อต กีฬา ยิงปลา เกมไพ่ อีสปอร์ต หรือลอตเตอรี่) แล้วเปิดเกมที่ต้องการ สล็อตหลายเกมมีโหมดทดลองเล่นฟรี ให้คุณเรียนรู้กติกาก่อนได้</p>`,
          vi: `<p>Sau khi đăng ký, vào trang Nạp tiền, chọn phương thức thanh toán và làm theo hướng dẫn trên màn hình. Số dư sẽ được cập nhật khi thanh toán được xác nhận.</p><p>Sau đó chọn một danh mục trong sảnh (live casino, slot, thể thao, bắn cá, game bài, thể thao điện tử hoặc xổ số) và mở trò chơi. Nhiều slot có chế độ chơi thử miễn phí để bạn làm quen với luật chơi trước.</p>`,
        },
      },
      {
        slug: "supported-devices",
        title: {
          cn: "支持的设备与浏览器",
          en: "Supported devices and browsers",
          ja: "対応デバイスとブラウザ",
          th: "อุปกรณ์และเบราว์เซอร์ที่รองรับ",
          vi: "Thiết bị và trình duyệt được hỗ trợ",
        },
        content: {
          cn: `<p>Demo Portal 支持电脑及手机上最新版本的 Chrome、Safari、Edge 和 Firefox 浏览器。</p><ul><li>游玩真人游戏时请使用稳定的网络连接。</li><li>请保持浏览器或 App 为最新版本，以获得最佳性能与安全性。</li><li>如游戏无法加载，请清除浏览器缓存后重试。</li></ul>`,
          en: `<p>Demo Portal works in up-to-date versions of Chrome, Safari, Edge and Firefox on desktop and mobile.</p><ul><li>Use a stable internet connection for live games.</li><li>Keep your browser or app updated for the best performance and security.</li><li>If a game does not load, clear your browser cache and try again.</li></ul>`,
          ja: `<p>Demo Portalは、パソコンおよびスマートフォンの最新版Chrome、Safari、Edge、Firefoxでご利用いただけます。</p><ul><li>ライブゲームは安定したインターネット環境でお楽しみください。</li><li>快適さと安全性のため、ブラウザまたはアプリを最新の状態に保ってください。</li><li>ゲームが読み込まれない場合は、ブラウザのキャッシュを削除して再度お試しください。</li></ul>`,
          th: `<p>Demo Portal ใช้งานได้บน Chrome, Safari, Edge และ Firefox เวอร์ชันล่าสุด ทั้งบนคอมพิวเตอร์และมือถือ</p><ul><li>ใช้การเชื่อมต่ออินเทอร์เน็ตที่เสถียรสำหรับเกมสด</li><li>อัปเดตเบราว์เซอร์หรือแอปให้เป็นเวอร์ชันล่าสุดเสมอ เพื่อประสิทธิภาพและความปลอดภัยสูงสุด</li><li>หากเกมไม่โหลด ให้ล้างแคชของเบราว์เซอร์แล้วลองใหม่อีกครั้ง</li></ul>`,
          vi: `<p>Demo Portal hoạt động trên các phiên bản mới nhất của Chrome, Safari, Edge và Firefox trên máy tính và điện thoại.</p><ul><li>Sử dụng kết nối internet ổn định khi chơi các trò chơi trực tiếp.</li><li>Luôn cập nhật trình duyệt hoặc ứng dụng để có hiệu năng và bảo mật tốt nhất.</li><li>Nếu trò chơi không tải được, hãy xóa bộ nhớ đệm trình duyệt và thử lại.</li></ul>`,
        },
      },
    ],
  },
  {
    slug: "account-security",
    title: {
      cn: "账户与安全",
      en: "Account & security",
      ja: "アカウントとセキュリティ",
      th: "บัญชีและความปลอดภัย",
      vi: "Tài khoản và bảo mật",
    },
    articles: [
      {
        slug: "forgot-password",
        title: {
          cn: "忘记密码怎么办？",
          en: "Forgot your password?",
          ja: "パスワードをお忘れの場合",
          th: "ลืมรหัสผ่าน?",
          vi: "Quên mật khẩu?",
        },
        content: {
          cn: `<p>在登录页面点击<strong>忘记密码</strong>，输入注册时使用的手机号码。我们会发送验证码，供您设置新密码。</p><p>如果您已无法使用该手机号码，请联系在线客服，我们可能会要求您进行身份验证。</p>`,
          en: `<p>Click <strong>Forgot password</strong> on the login screen and enter your registered mobile number. We will send you a verification code so you can set a new password.</p><p>If you no longer have access to that mobile number, contact customer support. We may ask you to verify your identity.</p>`,
          ja: `<p>ログイン画面で<strong>パスワードをお忘れの方</strong>をクリックし、ご登録の携帯電話番号を入力してください。認証コードをお送りしますので、新しいパスワードを設定できます。</p><p>その携帯電話番号をご利用いただけない場合は、カスタマーサポートまでご連絡ください。本人確認をお願いする場合があります。</p>`,
          th: `<p>คลิก<strong>ลืมรหัสผ่าน</strong>ที่หน้าเข้าสู่ระบบ แล้วกรอกหมายเลขโทรศัพท์ที่ลงทะเบียนไว้ เราจะส่งรหัสยืนยันให้คุณเพื่อตั้งรหัสผ่านใหม่</p><p>หากคุณไม่สามารถใช้หมายเลขโทรศัพท์นั้นได้แล้ว โปรดติดต่อฝ่ายบริการลูกค้า เราอาจขอให้คุณยืนยันตัวตน</p>`,
          vi: `<p>Nhấn <strong>Quên mật khẩu</strong> tại màn hình đăng nhập và nhập số điện thoại đã đăng ký. Chúng tôi sẽ gửi mã xác minh để bạn đặt mật khẩu mới.</p><p>Nếu bạn không còn sử dụng số điện thoại đó, vui lòng liên hệ bộ phận chăm sóc khách hàng. Chúng tôi có thể yêu cầu bạn xác minh danh tính.</p>`,
        },
      },
      {
        slug: "keep-account-secure",
        title: {
          cn: "保护账户安全",
          en: "Keeping your account secure",
          ja: "アカウントを安全に保つために",
          th: "การรักษาความปลอดภัยของบัญชี",
          vi: "Giữ an toàn cho tài khoản",
        },
        content: {
          cn: `<ul><li>使用至少 8 位、包含字母与数字的独立密码。</li><li>切勿向任何人透露密码或验证码，包括自称工作人员的人。</li><li>在共用设备上使用后请及时退出登录。</li><li>仅使用官方网站和官方 App。</li><li>如发现不明的账户活动，请立即联系客服。</li></ul>`,
          en: `<ul><li>Use a unique password of at least 8 characters that mixes letters and numbers.</li><li>Never share your password or verification codes with anyone, including people claiming to be staff.</li><li>Log out after using a shared device.</li><li>Only use our official website and app.</li><li>Contact support immediately if you notice activity you do not recognise.</li></ul>`,
          ja: `<ul><li>英字と数字を組み合わせた8文字以上の、他で使っていないパスワードを設定してください。</li><li>パスワードや認証コードは、スタッフを名乗る人物を含め、誰にも教えないでください。</li><li>共用の端末を使った後は必ずログアウトしてください。</li><li>公式サイトと公式アプリのみをご利用ください。</li><li>身に覚えのない操作に気づいた場合は、すぐにサポートへご連絡ください。</li></ul>`,
          th: `<ul><li>ใช้รหัสผ่านเฉพาะที่มีความยาวอย่างน้อย 8 ตัวอักษร ผสมทั้งตัวอักษรและตัวเลข</li><li>อย่าเปิดเผยรหัสผ่านหรือรหัสยืนยันให้ผู้ใดทราบ รวมถึงผู้ที่อ้างว่าเป็นเจ้าหน้าที่</li><li>ออกจากระบบทุกครั้งหลังใช้งานบนอุปกรณ์ที่ใช้ร่วมกับผู้อื่น</li><li>ใช้งานผ่านเว็บไซต์และแอปอย่างเป็นทางการเท่านั้น</li><li>หากพบความเคลื่อนไหวในบัญชีที่คุณไม่ได้ทำ โปรดติดต่อฝ่ายบริการลูกค้าทันที</li></ul>`,
          vi: `<ul><li>Dùng mật khẩu riêng có ít nhất 8 ký tự, kết hợp chữ và số.</li><li>Không bao giờ chia sẻ mật khẩu hoặc mã xác minh với bất kỳ ai, kể cả người tự xưng là nhân viên.</li><li>Đăng xuất sau khi sử dụng thiết bị dùng chung.</li><li>Chỉ sử dụng trang web và ứng dụng chính thức.</li><li>Liên hệ bộ phận hỗ trợ ngay nếu phát hiện hoạt động lạ trong tài khoản.</li></ul>`,
        },
      },
      {
        slug: "identity-verification",
        title: {
          cn: "我们如何保护您的取款",
          en: "How we protect your withdrawals",
          ja: "出金の安全を守るために",
          th: "เราปกป้องการถอนเงินของคุณอย่างไร",
          vi: "Chúng tôi bảo vệ khoản rút tiền của bạn như thế nào",
        },
        content: {
          cn: `<p>取款只会支付到您在会员中心绑定的银行账户，每笔取款都需要输入您的资金密码。每笔取款在支付前都会经过我们工作人员的审核，大额取款需由两位工作人员分别确认。</p><p>我们绝不会向您索要登录密码、资金密码或验证码，本网站也不会要求您上传身份证件。如有人向您索要，请不要回复，并通过<strong>意见反馈</strong>告诉我们。</p>`,
          en: `<p>Withdrawals are paid only to a bank account you have added in the member centre, and each one needs your payment password. Our staff review every withdrawal before it is paid, and a large one must be approved by two of them.</p><p>We never ask for your password, payment password or verification codes, and the portal does not ask you to upload identity documents. If someone asks you for them, do not answer, and tell us through <strong>Feedback</strong>.</p>`,
          ja: `<p>出金は、会員センターで登録した銀行口座にのみ送金され、毎回、資金パスワードの入力が必要です。すべての出金は支払い前にスタッフが確認し、高額の出金は2名のスタッフの承認が必要です。</p><p>当サイトがログインパスワード、資金パスワード、認証コードをお尋ねすることはなく、本人確認書類のアップロードをお願いすることもありません。これらを求められた場合は応じずに、<strong>ご意見・ご要望</strong>からお知らせください。</p>`,
          th: `<p>เงินที่ถอนจะโอนเข้าบัญชีธนาคารที่คุณผูกไว้ในศูนย์สมาชิกเท่านั้น และทุกครั้งต้องใส่รหัสผ่านการเงินของคุณ เจ้าหน้าที่จะตรวจสอบทุกรายการถอนก่อนจ่ายเงิน และรายการถอนจำนวนมากต้องได้รับการอนุมัติจากเจ้าหน้าที่สองคน</p><p>เราไม่เคยขอรหัสผ่าน รหัสผ่านการเงิน หรือรหัสยืนยันของคุณ และเว็บไซต์ไม่ได้ขอให้คุณอัปโหลดเอกสารยืนยันตัวตน หากมีผู้ขอข้อมูลเหล่านี้ อย่าตอบกลับ และแจ้งเราผ่านเมนู<strong>ข้อเสนอแนะ</strong></p>`,
          vi: `<p>Tiền rút chỉ được chuyển vào tài khoản ngân hàng bạn đã liên kết trong trung tâm thành viên, và mỗi lần rút đều cần mật khẩu rút tiền của bạn. Nhân viên của chúng tôi kiểm tra mọi lệnh rút trước khi chi trả, và lệnh rút lớn phải được hai nhân viên duyệt.</p><p>Chúng tôi không bao giờ hỏi mật khẩu, mật khẩu rút tiền hay mã xác minh của bạn, và trang web không yêu cầu bạn tải lên giấy tờ tùy thân. Nếu có ai hỏi những thông tin này, đừng trả lời và hãy báo cho chúng tôi qua mục <strong>Góp ý</strong>.</p>`,
        },
      },
    ],
  },
  {
    slug: "deposits-withdrawals",
    title: {
      cn: "存款与取款",
      en: "Deposits & withdrawals",
      ja: "入金と出金",
      th: "การฝากและถอนเงิน",
      vi: "Nạp và rút tiền",
    },
    articles: [
      {
        slug: "deposit-methods",
        title: {
          cn: "存款方式",
          en: "Deposit methods",
          ja: "入金方法",
          th: "ช่องทางการฝากเงิน",
          vi: "Phương thức nạp tiền",
        },
        content: {
          cn: `<p>可用的存款方式因地区而异，可能包括银行转账、电子钱包和扫码支付。最低及最高金额请以存款页面显示为准。</p><ul><li>请始终转账至本次申请所显示的账户。</li><li>存款通常在确认后数分钟内到账。</li><li>如 30 分钟后仍未到账，请携带转账凭证联系客服。</li></ul>`,
          en: `<p>Available deposit methods depend on your region and may include bank transfer, e-wallets and QR payments. Minimum and maximum amounts are shown on the Deposit page.</p><ul><li>Always transfer to the account shown for your current request.</li><li>Deposits are usually credited within a few minutes of confirmation.</li><li>If a deposit has not arrived after 30 minutes, contact support with your transfer receipt.</li></ul>`,
          ja: `<p>ご利用いただける入金方法は地域によって異なり、銀行振込、電子ウォレット、QRコード決済などがあります。最低・最大金額は入金ページに表示されます。</p><ul><li>必ず今回の申請で表示された口座へお振込みください。</li><li>入金は通常、確認後数分以内に反映されます。</li><li>30分経っても反映されない場合は、振込明細を添えてサポートへご連絡ください。</li></ul>`,
          th: `<p>ช่องทางการฝากเงินที่ใช้ได้ขึ้นอยู่กับภูมิภาคของคุณ และอาจรวมถึงการโอนผ่านธนาคาร อีวอลเล็ต และการชำระด้วย QR โค้ด ยอดฝากขั้นต่ำและสูงสุดจะแสดงอยู่ในหน้าฝากเงิน</p><ul><li>โอนเข้าบัญชีที่แสดงสำหรับคำขอปัจจุบันเสมอ</li><li>โดยปกติยอดฝากจะเข้าภายในไม่กี่นาทีหลังได้รับการยืนยัน</li><li>หากยอดฝากยังไม่เข้าหลัง 30 นาที โปรดติดต่อฝ่ายบริการลูกค้าพร้อมแนบสลิปการโอน</li></ul>`,
          vi: `<p>Các phương thức nạp tiền khả dụng tùy theo khu vực của bạn, có thể bao gồm chuyển khoản ngân hàng, ví điện tử và thanh toán bằng mã QR. Số tiền tối thiểu và tối đa được hiển thị tại trang Nạp tiền.</p><ul><li>Luôn chuyển khoản vào tài khoản hiển thị cho yêu cầu hiện tại.</li><li>Tiền nạp thường được cộng trong vài phút sau khi xác nhận.</li><li>Nếu sau 30 phút vẫn chưa nhận được tiền, hãy liên hệ bộ phận hỗ trợ kèm biên lai chuyển khoản.</li></ul>`,
        },
      },
      {
        slug: "how-to-withdraw",
        title: {
          cn: "如何取款",
          en: "How to withdraw",
          ja: "出金の方法",
          th: "วิธีถอนเงิน",
          vi: "Cách rút tiền",
        },
        content: {
          cn: `<p>前往取款页面，选择已绑定的银行账户，输入金额并使用取款密码确认。</p><ul><li>绑定的所有银行账户须为同一户名，即第一个绑定账户的户名。</li><li>如有进行中的优惠，须先完成其流水要求。</li><li>大部分取款在 15–30 分钟内处理完毕，部分可能需要最多 24 小时。</li></ul>`,
          en: `<p>Go to the Withdraw page, choose your linked bank account, enter the amount and confirm with your withdrawal password.</p><ul><li>Every bank account you link must be in the same holder's name as the first one you linked.</li><li>Any active bonus turnover requirement must be completed first.</li><li>Most withdrawals are processed within 15–30 minutes; some may take up to 24 hours.</li></ul>`,
          ja: `<p>出金ページで登録済みの銀行口座を選び、金額を入力して出金パスワードで確定してください。</p><ul><li>銀行口座はすべて、最初に登録した口座と同じ名義である必要があります。</li><li>適用中のボーナスがある場合は、先に賭け条件を満たしてください。</li><li>ほとんどの出金は15～30分以内に処理されますが、最大24時間かかる場合もあります。</li></ul>`,
          th: `<p>ไปที่หน้าถอนเงิน เลือกบัญชีธนาคารที่ผูกไว้ กรอกจำนวนเงิน แล้วยืนยันด้วยรหัสผ่านสำหรับถอนเงิน</p><ul><li>บัญชีธนาคารทุกบัญชีต้องเป็นชื่อเจ้าของบัญชีเดียวกับบัญชีแรกที่คุณผูกไว้</li><li>หากมีโบนัสที่ใช้งานอยู่ ต้องทำยอดเทิร์นโอเวอร์ให้ครบก่อน</li><li>การถอนเงินส่วนใหญ่ดำเนินการภายใน 15–30 นาที บางรายการอาจใช้เวลาถึง 24 ชั่วโมง</li></ul>`,
          vi: `<p>Vào trang Rút tiền, chọn tài khoản ngân hàng đã liên kết, nhập số tiền và xác nhận bằng mật khẩu rút tiền.</p><ul><li>Mọi tài khoản ngân hàng phải đứng cùng tên chủ tài khoản với tài khoản đầu tiên bạn đã liên kết.</li><li>Nếu đang tham gia khuyến mãi, bạn cần hoàn thành yêu cầu doanh thu cược trước.</li><li>Phần lớn yêu cầu rút tiền được xử lý trong 15–30 phút; một số có thể mất đến 24 giờ.</li></ul>`,
        },
      },
      {
        slug: "turnover-requirements",
        title: {
          cn: "什么是流水要求？",
          en: "What is a turnover requirement?",
          ja: "賭け条件（ターンオーバー）とは？",
          th: "เทิร์นโอเวอร์คืออะไร?",
          vi: "Yêu cầu doanh thu cược là gì?",
        },
        content: {
          cn: `<p>流水要求是指在提取奖金或与奖金相关的资金之前，您需要完成的有效投注总额。例如，100 元奖金的 10 倍流水，即需要完成 1,000 元的有效投注。</p><p>不同游戏计入流水的比例可能不同。领取任何优惠前，请先阅读该活动的条款。</p>`,
          en: `<p>A turnover requirement is the total amount you need to bet before a bonus, or funds linked to it, can be withdrawn. For example, a 10x requirement on a bonus of 100 means placing 1,000 in valid bets.</p><p>Different games may count differently towards turnover. Check the terms of each promotion before you claim it.</p>`,
          ja: `<p>賭け条件とは、ボーナスやそれに関連する資金を出金する前に必要となるベットの合計額です。例えば、100のボーナスに10倍の賭け条件がある場合、1,000の有効ベットが必要です。</p><p>ゲームによって賭け条件への反映率が異なる場合があります。プロモーションを受け取る前に、必ず各規約をご確認ください。</p>`,
          th: `<p>เทิร์นโอเวอร์คือยอดเดิมพันรวมที่คุณต้องทำให้ครบก่อนจึงจะถอนโบนัสหรือเงินที่เกี่ยวข้องกับโบนัสได้ เช่น โบนัส 100 ที่มีเงื่อนไขเทิร์นโอเวอร์ 10 เท่า หมายความว่าต้องมียอดเดิมพันที่ถูกต้อง 1,000</p><p>แต่ละเกมอาจนับยอดเทิร์นโอเวอร์ไม่เท่ากัน โปรดอ่านข้อกำหนดของแต่ละโปรโมชั่นก่อนกดรับ</p>`,
          vi: `<p>Yêu cầu doanh thu cược là tổng số tiền bạn cần đặt cược trước khi có thể rút tiền thưởng hoặc khoản tiền liên quan đến tiền thưởng. Ví dụ, yêu cầu 10 lần cho khoản thưởng 100 nghĩa là bạn cần đặt 1.000 tiền cược hợp lệ.</p><p>Mỗi trò chơi có thể được tính vào doanh thu cược theo tỷ lệ khác nhau. Hãy đọc điều khoản của từng khuyến mãi trước khi nhận.</p>`,
        },
      },
    ],
  },
  {
    slug: "responsible-gaming",
    title: {
      cn: "负责任博彩",
      en: "Responsible gaming",
      ja: "責任あるゲーミング",
      th: "การเล่นอย่างมีความรับผิดชอบ",
      vi: "Chơi có trách nhiệm",
    },
    articles: [
      {
        slug: "responsible-gaming-tools",
        title: {
          cn: "我们的负责任博彩承诺",
          en: "Our responsible gaming commitment",
          ja: "責任あるゲーミングへの取り組み",
          th: "ความมุ่งมั่นด้านการเล่นอย่างมีความรับผิดชอบ",
          vi: "Cam kết chơi có trách nhiệm của chúng tôi",
        },
        content: {
          cn: `<p>Demo Portal 希望游戏始终是一种乐趣。游戏是娱乐，而不是赚钱的方式，请只使用您能够承受损失的资金。</p><ul><li><strong>仅限 18 岁以上：</strong>注册时您需要确认已年满 18 周岁并同意条款，我们会记录确认时间。</li><li><strong>存款限额与亏损限额：</strong>在个人中心的「我的账户」→「理性游戏」中，可设定每日、每周、每月的存款限额和亏损限额（按 GMT+8 的日、自周一起的周、自然月计算）。达到限额后，新的存款或下注会被拒绝。</li><li><strong>游戏时长限额：</strong>可设定每次登录的游戏分钟数，时间到达后本次登录会结束：您的下一次游戏、投注或存款将被拒绝，并随即登出。</li><li><strong>生效规则：</strong>降低限额立即生效；提高或取消限额需等待 24 小时冷静期后才生效，期间页面会显示待生效的数值和生效时间。</li><li><strong>游戏提醒：</strong>可选择每 15、30 或 60 分钟提醒一次，显示本次登录的时长和输赢，您可以选择继续或停止游戏。</li><li><strong>暂停游戏：</strong>可暂停 24 小时、3 天、1 周、2 周或 6 周。暂停开始时所有登录会立即结束，期间无法登录、存款或游戏，您也不能提前结束。</li><li><strong>自我禁入：</strong>可选择 6 个月、1 年、2 年或 5 年。期间无法登录、存款或游戏；自我禁入不能撤销，您和我们的工作人员都无法提前解除。开始前请先提取主钱包的余额；若主钱包仍有余额，请联系客服，我们会将其退还至您绑定的银行账户（未完成流水的红利所锁定的金额除外）。</li></ul><p>如果您担心自己或他人的游戏行为，请通过页面上的客服入口联系我们的客服团队，我们会为您保密。</p>`,
          en: `<p>At Demo Portal, we want gaming to stay fun. Gaming is entertainment, not a way to earn money, and you should only play with money you can afford to lose.</p><ul><li><strong>18+ only:</strong> when you register you confirm that you are 18 or over and accept the terms; we record when you confirmed.</li><li><strong>Deposit and loss limits:</strong> in the member centre under "My account" → "Responsible gaming" you can set daily, weekly and monthly deposit limits and loss limits (days in GMT+8, weeks from Monday, calendar months). Once a limit is reached, new deposits or bets are refused.</li><li><strong>Session time limit:</strong> set how many minutes one login may last; when the time is up that login ends: your next game, bet or deposit is refused and you are logged out.</li><li><strong>When changes apply:</strong> lowering a limit applies at once; raising or removing one applies only after a 24-hour cool-down, and the page shows the waiting value and when it applies.</li><li><strong>Reality check:</strong> choose a reminder every 15, 30 or 60 minutes of play showing how long you have been logged in and your net result, with "Continue" and "Stop playing".</li><li><strong>Time-out:</strong> take a break of 24 hours, 3 days, 1 week, 2 weeks or 6 weeks. All your logins end at once, and until it ends you cannot log in, deposit or play; you cannot end it early yourself.</li><li><strong>Self-exclusion:</strong> 6 months, 1 year, 2 years or 5 years. You cannot log in, deposit or play; it cannot be undone, and neither you nor our staff can end it early. Withdraw what is in your main wallet before you start; if money is left in it, contact customer service and we return it to your bound bank account (except what a bonus with unmet turnover still locks).</li></ul><p>If you are worried about your own gaming or someone else's, contact our customer service through the customer service link on the site. Your request is treated in confidence.</p>`,
          ja: `<p>Demo Portalは、ゲームがいつまでも楽しいものであることを願っています。ゲームは娯楽であり、お金を稼ぐ手段ではありません。失っても困らない範囲の資金でお楽しみください。</p><ul><li><strong>18歳以上限定：</strong>登録時に18歳以上であることを確認し、利用規約に同意していただきます。確認した日時は記録されます。</li><li><strong>入金上限・損失上限：</strong>会員センターの「マイアカウント」→「責任あるゲーミング」で、1日・1週間・1か月ごとの入金上限と損失上限を設定できます（日はGMT+8、週は月曜日から、月は暦月）。上限に達すると、新たな入金やベットはお断りします。</li><li><strong>セッション時間の上限：</strong>1回のログインでプレイできる分数を設定できます。時間になるとそのログインは終了し、次のゲーム・ベット・入金は受け付けられず、ログアウトされます。</li><li><strong>反映のタイミング：</strong>上限の引き下げはすぐに反映されます。引き上げや解除は24時間の冷却期間の後に反映され、その間は反映予定の値と日時が表示されます。</li><li><strong>プレイ時間のお知らせ：</strong>15分・30分・60分ごとに、ログインしてからの時間と収支をお知らせし、「続ける」か「プレイをやめる」を選べます。</li><li><strong>一時休止：</strong>24時間・3日間・1週間・2週間・6週間から選べます。開始と同時にすべてのログインが終了し、期間中はログイン・入金・プレイができません。ご自身で早めに終了することはできません。</li><li><strong>自己排除：</strong>6か月・1年・2年・5年から選べます。期間中はログイン・入金・プレイができません。取り消しはできず、ご本人もスタッフも期間前に解除できません。開始前にメインウォレットの残高を出金してください。メインウォレットに残高が残っている場合はカスタマーサービスにご連絡いただければ、ご登録の銀行口座へ返金いたします（賭け条件未達のボーナスでロックされている分を除きます）。</li></ul><p>ご自身や周りの方のゲームについて心配なときは、サイト上のカスタマーサービスのリンクからご連絡ください。ご相談内容は秘密として扱います。</p>`,
          th: `<p>Demo Portal ต้องการให้การเล่นเกมเป็นเรื่องสนุกเสมอ เกมคือความบันเทิง ไม่ใช่ช่องทางหาเงิน กรุณาเล่นด้วยเงินที่คุณเสียได้เท่านั้น</p><ul><li><strong>เฉพาะผู้มีอายุ 18 ปีขึ้นไป:</strong> เมื่อสมัครสมาชิก คุณต้องยืนยันว่าอายุ 18 ปีขึ้นไปและยอมรับข้อกำหนด โดยระบบจะบันทึกเวลาที่ยืนยัน</li><li><strong>วงเงินฝากและวงเงินขาดทุน:</strong> ที่ศูนย์สมาชิก เมนู "บัญชีของฉัน" → "การเล่นอย่างรับผิดชอบ" คุณตั้งวงเงินฝากและวงเงินขาดทุนรายวัน รายสัปดาห์ และรายเดือนได้ (วันตามเวลา GMT+8 สัปดาห์เริ่มวันจันทร์ และเดือนตามปฏิทิน) เมื่อถึงวงเงินแล้ว ระบบจะไม่รับการฝากหรือการเดิมพันใหม่</li><li><strong>เวลาเล่นต่อการเข้าสู่ระบบ:</strong> กำหนดจำนวนนาทีที่เล่นได้ต่อการเข้าสู่ระบบหนึ่งครั้ง เมื่อครบเวลา การเข้าสู่ระบบครั้งนั้นจะสิ้นสุดลง เกม การเดิมพัน หรือการฝากเงินครั้งถัดไปจะถูกปฏิเสธและคุณจะถูกออกจากระบบ</li><li><strong>การมีผล:</strong> การลดวงเงินมีผลทันที ส่วนการเพิ่มหรือยกเลิกวงเงินจะมีผลหลังช่วงรอ 24 ชั่วโมง และหน้าจอจะแสดงค่าที่รออยู่พร้อมเวลาที่มีผล</li><li><strong>การแจ้งเตือนเวลาเล่น:</strong> เลือกให้แจ้งเตือนทุก 15, 30 หรือ 60 นาที โดยแสดงเวลาที่เล่นและผลได้เสียสุทธิ พร้อมปุ่ม "เล่นต่อ" และ "หยุดเล่น"</li><li><strong>พักการเล่น:</strong> เลือกได้ 24 ชั่วโมง 3 วัน 1 สัปดาห์ 2 สัปดาห์ หรือ 6 สัปดาห์ ทุกการเข้าสู่ระบบจะสิ้นสุดทันที และระหว่างนั้นคุณจะเข้าสู่ระบบ ฝากเงิน หรือเล่นไม่ได้ และยกเลิกก่อนกำหนดเองไม่ได้</li><li><strong>กันตัวเองออกจากการเล่น:</strong> เลือกได้ 6 เดือน 1 ปี 2 ปี หรือ 5 ปี ระหว่างนั้นคุณจะเข้าสู่ระบบ ฝากเงิน หรือเล่นไม่ได้ ยกเลิกไม่ได้ และทั้งคุณและเจ้าหน้าที่ของเราไม่สามารถยกเลิกก่อนกำหนดได้ โปรดถอนเงินในกระเป๋าหลักก่อนเริ่ม หากกระเป๋าหลักยังมีเงินเหลือ ติดต่อฝ่ายบริการลูกค้า แล้วเราจะคืนเงินเข้าบัญชีธนาคารที่คุณผูกไว้ (ยกเว้นยอดที่โบนัสซึ่งยังทำเทิร์นไม่ครบล็อกไว้)</li></ul><p>หากคุณกังวลเรื่องการเล่นของตัวเองหรือของผู้อื่น ติดต่อฝ่ายบริการลูกค้าผ่านลิงก์บริการลูกค้าบนเว็บไซต์ เราจะเก็บเรื่องของคุณเป็นความลับ</p>`,
          vi: `<p>Tại Demo Portal, chúng tôi muốn trò chơi luôn là niềm vui. Trò chơi là giải trí, không phải cách kiếm tiền; chỉ chơi bằng số tiền bạn có thể chấp nhận mất.</p><ul><li><strong>Chỉ dành cho người từ 18 tuổi:</strong> khi đăng ký, bạn xác nhận đã đủ 18 tuổi và đồng ý với điều khoản; chúng tôi ghi lại thời điểm xác nhận.</li><li><strong>Hạn mức nạp tiền và hạn mức thua:</strong> trong trung tâm thành viên, mục "Tài khoản của tôi" → "Chơi có trách nhiệm", bạn có thể đặt hạn mức nạp và hạn mức thua theo ngày, tuần và tháng (ngày theo GMT+8, tuần bắt đầu từ thứ Hai, tháng theo lịch). Khi chạm hạn mức, các lần nạp hoặc cược mới sẽ bị từ chối.</li><li><strong>Giới hạn thời gian mỗi phiên:</strong> đặt số phút tối đa cho mỗi lần đăng nhập; hết giờ, phiên đăng nhập đó kết thúc: lượt chơi, cược hoặc nạp tiền tiếp theo sẽ bị từ chối và bạn sẽ bị đăng xuất.</li><li><strong>Thời điểm có hiệu lực:</strong> giảm hạn mức có hiệu lực ngay; tăng hoặc bỏ hạn mức chỉ có hiệu lực sau 24 giờ chờ, và trang sẽ hiển thị giá trị đang chờ cùng thời điểm áp dụng.</li><li><strong>Nhắc nhở thời gian chơi:</strong> chọn nhắc mỗi 15, 30 hoặc 60 phút, hiển thị thời gian đã đăng nhập và kết quả thắng thua, với nút "Tiếp tục" và "Dừng chơi".</li><li><strong>Tạm nghỉ:</strong> chọn 24 giờ, 3 ngày, 1 tuần, 2 tuần hoặc 6 tuần. Mọi phiên đăng nhập kết thúc ngay, và cho đến khi hết hạn bạn không thể đăng nhập, nạp tiền hay chơi; bạn không thể tự kết thúc sớm.</li><li><strong>Tự loại trừ:</strong> 6 tháng, 1 năm, 2 năm hoặc 5 năm. Trong thời gian này bạn không thể đăng nhập, nạp tiền hay chơi; không thể hoàn tác, cả bạn và nhân viên của chúng tôi đều không thể kết thúc sớm. Hãy rút số dư ví chính trước khi bắt đầu; nếu ví chính vẫn còn tiền, hãy liên hệ chăm sóc khách hàng, chúng tôi sẽ hoàn trả vào tài khoản ngân hàng bạn đã liên kết (trừ phần khuyến mãi chưa đủ doanh thu cược đang khóa).</li></ul><p>Nếu bạn lo lắng về việc chơi của mình hoặc của người khác, hãy liên hệ bộ phận chăm sóc khách hàng qua liên kết chăm sóc khách hàng trên trang. Yêu cầu của bạn sẽ được giữ kín.</p>`,
        },
      },
      {
        slug: "warning-signs",
        title: {
          cn: "问题博彩的警示信号",
          en: "Signs that gaming may be becoming a problem",
          ja: "ゲームが問題になりつつあるサイン",
          th: "สัญญาณเตือนว่าการเล่นอาจกลายเป็นปัญหา",
          vi: "Dấu hiệu cho thấy việc chơi có thể đang trở thành vấn đề",
        },
        content: {
          cn: `<p>请诚实地问问自己：</p><ul><li>您在游戏上花费的时间或金钱是否超出了计划？</li><li>您是否会为了追回损失而继续投注，或借钱来玩？</li><li>游戏是否影响了您的工作、学习、睡眠或人际关系？</li><li>不玩的时候，您是否感到焦虑或烦躁？</li></ul><p>如果以上任何一项的答案为"是"，请考虑设置限额或暂停游戏，并与您信任的人谈一谈。您所在国家或地区的独立援助机构也可提供免费、保密的咨询。</p>`,
          en: `<p>Ask yourself honestly:</p><ul><li>Do you spend more time or money on gaming than you planned?</li><li>Do you chase losses or borrow money to play?</li><li>Does gaming affect your work, studies, sleep or relationships?</li><li>Do you feel anxious or irritable when you are not playing?</li></ul><p>If you answered yes to any of these, consider setting limits or taking a break, and talk to someone you trust. Independent support organisations in your country can offer free, confidential advice.</p>`,
          ja: `<p>ご自身に正直に問いかけてみてください。</p><ul><li>予定していたよりも多くの時間やお金をゲームに使っていませんか？</li><li>負けを取り戻そうとしたり、お金を借りてプレイしたりしていませんか？</li><li>ゲームが仕事、学業、睡眠、人間関係に影響していませんか？</li><li>プレイしていないときに不安やイライラを感じませんか？</li></ul><p>一つでも当てはまる場合は、限度額の設定や一時休止を検討し、信頼できる人に相談してください。お住まいの国や地域の独立した支援機関でも、無料・秘密厳守の相談を受けられます。</p>`,
          th: `<p>ลองถามตัวเองอย่างตรงไปตรงมา:</p><ul><li>คุณใช้เวลาหรือเงินกับการเล่นเกมมากกว่าที่ตั้งใจไว้หรือไม่?</li><li>คุณพยายามเล่นเพื่อเอาคืนยอดเสีย หรือยืมเงินมาเล่นหรือไม่?</li><li>การเล่นเกมส่งผลต่อการทำงาน การเรียน การนอน หรือความสัมพันธ์ของคุณหรือไม่?</li><li>คุณรู้สึกกังวลหรือหงุดหงิดเมื่อไม่ได้เล่นหรือไม่?</li></ul><p>หากคุณตอบว่า "ใช่" ในข้อใดข้อหนึ่ง ลองพิจารณาตั้งวงเงินหรือพักการเล่น และพูดคุยกับคนที่คุณไว้ใจ องค์กรช่วยเหลืออิสระในประเทศของคุณสามารถให้คำปรึกษาได้ฟรีและเป็นความลับ</p>`,
          vi: `<p>Hãy tự hỏi bản thân một cách trung thực:</p><ul><li>Bạn có dành nhiều thời gian hoặc tiền bạc cho việc chơi hơn dự định không?</li><li>Bạn có cố gỡ lại tiền thua hoặc vay tiền để chơi không?</li><li>Việc chơi có ảnh hưởng đến công việc, học tập, giấc ngủ hay các mối quan hệ của bạn không?</li><li>Bạn có cảm thấy lo lắng hoặc bứt rứt khi không chơi không?</li></ul><p>Nếu bạn trả lời "có" với bất kỳ câu nào, hãy cân nhắc đặt giới hạn hoặc tạm nghỉ, và chia sẻ với người bạn tin tưởng. Các tổ chức hỗ trợ độc lập tại quốc gia của bạn có thể tư vấn miễn phí và bảo mật.</p>`,
        },
      },
      {
        slug: "protecting-minors",
        title: {
          cn: "保护未成年人",
          en: "Protecting minors",
          ja: "未成年者の保護",
          th: "การคุ้มครองผู้เยาว์",
          vi: "Bảo vệ trẻ vị thành niên",
        },
        content: {
          cn: `<p>本平台服务仅限年满 18 周岁的成年人使用。一经发现属于未成年人的账户，我们将予以关闭并退还存款。</p><ul><li>请勿与他人分享您的登录信息，也不要让设备在儿童可接触的地方保持登录状态。</li><li>在共用设备上，可使用家长控制软件屏蔽游戏网站。</li></ul>`,
          en: `<p>Our services are strictly for adults aged 18 and over. Accounts found to belong to minors will be closed and deposits returned.</p><ul><li>Do not share your login details, and do not leave devices logged in where children can use them.</li><li>Use parental control software to block gaming sites on shared devices.</li></ul>`,
          ja: `<p>当サービスは18歳以上の成人の方に限りご利用いただけます。未成年者のアカウントであることが判明した場合は、アカウントを閉鎖し、入金額を返金します。</p><ul><li>ログイン情報を他人と共有せず、お子様が触れられる端末をログインしたままにしないでください。</li><li>共用の端末では、ペアレンタルコントロールソフトでゲームサイトをブロックしてください。</li></ul>`,
          th: `<p>บริการของเราสงวนไว้สำหรับผู้ใหญ่ที่มีอายุ 18 ปีขึ้นไปเท่านั้น บัญชีที่พบว่าเป็นของผู้เยาว์จะถูกปิดและคืนยอดเงินฝาก</p><ul><li>อย่าแชร์ข้อมูลการเข้าสู่ระบบ และอย่าปล่อยให้อุปกรณ์ค้างอยู่ในระบบในที่ที่เด็กสามารถใช้งานได้</li><li>ใช้ซอฟต์แวร์ควบคุมโดยผู้ปกครองเพื่อบล็อกเว็บไซต์เกมบนอุปกรณ์ที่ใช้ร่วมกัน</li></ul>`,
          vi: `<p>Dịch vụ của chúng tôi chỉ dành cho người trưởng thành từ 18 tuổi trở lên. Các tài khoản bị phát hiện thuộc về trẻ vị thành niên sẽ bị đóng và tiền nạp sẽ được hoàn trả.</p><ul><li>Không chia sẻ thông tin đăng nhập và không để thiết bị ở trạng thái đăng nhập ở nơi trẻ em có thể sử dụng.</li><li>Sử dụng phần mềm kiểm soát của phụ huynh để chặn các trang trò chơi trên thiết bị dùng chung.</li></ul>`,
        },
      },
    ],
  },
];

// ---------------------------------------------------------------------------
// Vendors
// ---------------------------------------------------------------------------

export interface SeedVendor {
  vassalage: string;
  category: "LIVE" | "RNG" | "SPORTS" | "FISH" | "PVP" | "ESPORTS" | "ELOTT";
  displayName: LocalizedText;
  gameType: string;
  isGame: "" | "VASSALAGE";
  isHot: boolean;
  walletMode: "SEAMLESS" | "TRANSFER";
}

export const DEMO_VENDORS: SeedVendor[] = [
  // Live casino
  {
    vassalage: "EVO",
    category: "LIVE",
    displayName: { cn: "Evolution", en: "Evolution", ja: "Evolution", th: "Evolution", vi: "Evolution" },
    gameType: "LIVE",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "SA",
    category: "LIVE",
    displayName: { cn: "SA Gaming", en: "SA Gaming", ja: "SA Gaming", th: "SA Gaming", vi: "SA Gaming" },
    gameType: "LIVE",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "AG",
    category: "LIVE",
    displayName: { cn: "Asia Gaming", en: "Asia Gaming", ja: "Asia Gaming", th: "Asia Gaming", vi: "Asia Gaming" },
    gameType: "LIVE",
    isGame: "",
    isHot: false,
    walletMode: "TRANSFER",
  },

  // Slots
  {
    vassalage: "PG",
    category: "RNG",
    displayName: { cn: "PG Soft", en: "PG Soft", ja: "PG Soft", th: "PG Soft", vi: "PG Soft" },
    gameType: "SLOT",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "JILI",
    category: "RNG",
    displayName: { cn: "JILI", en: "JILI", ja: "JILI", th: "JILI", vi: "JILI" },
    gameType: "SLOT",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "PP",
    category: "RNG",
    displayName: {
      cn: "Pragmatic Play",
      en: "Pragmatic Play",
      ja: "Pragmatic Play",
      th: "Pragmatic Play",
      vi: "Pragmatic Play",
    },
    gameType: "SLOT",
    isGame: "VASSALAGE",
    isHot: false,
    walletMode: "SEAMLESS",
  },

  // Sports
  {
    vassalage: "SABA",
    category: "SPORTS",
    displayName: { cn: "SABA 体育", en: "SABA Sports", ja: "SABA スポーツ", th: "SABA กีฬา", vi: "SABA Thể thao" },
    gameType: "SPORTS",
    isGame: "",
    isHot: true,
    walletMode: "TRANSFER",
  },
  {
    vassalage: "DS88",
    category: "SPORTS",
    displayName: { cn: "DS88 斗鸡", en: "DS88 Sabong", ja: "DS88 闘鶏", th: "DS88 ชนไก่", vi: "DS88 Đá gà" },
    gameType: "SPORTS",
    isGame: "",
    isHot: false,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "CMD",
    category: "SPORTS",
    displayName: { cn: "CMD368", en: "CMD368", ja: "CMD368", th: "CMD368", vi: "CMD368" },
    gameType: "SPORTS",
    isGame: "",
    isHot: false,
    walletMode: "SEAMLESS",
  },

  // Fishing
  {
    vassalage: "JILIFISH",
    category: "FISH",
    displayName: { cn: "JILI 捕鱼", en: "JILI Fishing", ja: "JILI フィッシング", th: "JILI ยิงปลา", vi: "JILI Bắn cá" },
    gameType: "FISH",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "JDB",
    category: "FISH",
    displayName: { cn: "JDB 捕鱼", en: "JDB Fishing", ja: "JDB フィッシング", th: "JDB ยิงปลา", vi: "JDB Bắn cá" },
    gameType: "FISH",
    isGame: "",
    isHot: false,
    walletMode: "SEAMLESS",
  },

  // Card games (PVP)
  {
    vassalage: "KY",
    category: "PVP",
    displayName: {
      cn: "开元棋牌",
      en: "Kaiyuan Chess",
      ja: "Kaiyuan カードゲーム",
      th: "Kaiyuan เกมไพ่",
      vi: "Kaiyuan Game bài",
    },
    gameType: "PVP",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "V8",
    category: "PVP",
    displayName: { cn: "V8 扑克", en: "V8 Poker", ja: "V8 ポーカー", th: "V8 โป๊กเกอร์", vi: "V8 Poker" },
    gameType: "PVP",
    isGame: "",
    isHot: false,
    walletMode: "SEAMLESS",
  },

  // Esports
  {
    vassalage: "AV",
    category: "ESPORTS",
    displayName: {
      cn: "AV 电竞",
      en: "AV Esports",
      ja: "AV eスポーツ",
      th: "AV อีสปอร์ต",
      vi: "AV Thể thao điện tử",
    },
    gameType: "ESPORTS",
    isGame: "",
    isHot: false,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "AI",
    category: "ESPORTS",
    displayName: {
      cn: "AI 电竞",
      en: "AI Esports",
      ja: "AI eスポーツ",
      th: "AI อีสปอร์ต",
      vi: "AI Thể thao điện tử",
    },
    gameType: "ESPORTS",
    isGame: "",
    isHot: false,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "IMES",
    category: "ESPORTS",
    displayName: {
      cn: "IM 电竞",
      en: "IM Esports",
      ja: "IM eスポーツ",
      th: "IM อีสปอร์ต",
      vi: "IM Thể thao điện tử",
    },
    gameType: "ESPORTS",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "TF",
    category: "ESPORTS",
    displayName: { cn: "TF Gaming", en: "TF Gaming", ja: "TF Gaming", th: "TF Gaming", vi: "TF Gaming" },
    gameType: "ESPORTS",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "IA",
    category: "ESPORTS",
    displayName: {
      cn: "IA 电竞",
      en: "IA Esports",
      ja: "IA eスポーツ",
      th: "IA อีสปอร์ต",
      vi: "IA Thể thao điện tử",
    },
    gameType: "ESPORTS",
    isGame: "",
    isHot: false,
    walletMode: "SEAMLESS",
  },

  // Lottery
  {
    vassalage: "TCG_SEA",
    category: "ELOTT",
    displayName: {
      cn: "TCG 东南亚彩票",
      en: "TCG SEA Lottery",
      ja: "TCG 東南アジア宝くじ",
      th: "TCG ลอตเตอรี่เอเชียตะวันออกเฉียงใต้",
      vi: "TCG Xổ số Đông Nam Á",
    },
    gameType: "LOTTERY",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "TCG_LOTTO_VN",
    category: "ELOTT",
    displayName: {
      cn: "越南彩票",
      en: "Vietnam Lottery",
      ja: "ベトナム宝くじ",
      th: "หวยเวียดนาม",
      vi: "Xổ số Việt Nam",
    },
    gameType: "LOTTERY",
    isGame: "",
    isHot: true,
    walletMode: "SEAMLESS",
  },
  {
    vassalage: "GPI",
    category: "ELOTT",
    displayName: { cn: "GPI 基诺", en: "GPI Keno", ja: "GPI キノ", th: "GPI คีโน", vi: "GPI Keno" },
    gameType: "LOTTERY",
    isGame: "",
    isHot: false,
    walletMode: "TRANSFER",
  },
];

// ---------------------------------------------------------------------------
// Hot games (invented titles)
// ---------------------------------------------------------------------------

export interface SeedGame {
  vassalage: string;
  gameCode: string;
  category: SeedVendor["category"];
  gameType: string;
  name: LocalizedText;
  isHot: boolean;
  freePlay: boolean;
}

export const DEMO_HOT_GAMES: SeedGame[] = [
  {
    vassalage: "PG",
    gameCode: "PG_DRAGON_FORTUNE",
    category: "RNG",
    gameType: "SLOT",
    name: { cn: "龙之财富", en: "Dragon Fortune", ja: "ドラゴン・フォーチュン", th: "มังกรนำโชค", vi: "Rồng Tài Lộc" },
    isHot: true,
    freePlay: true,
  },
  {
    vassalage: "PG",
    gameCode: "PG_JADE_PANDA_TREASURE",
    category: "RNG",
    gameType: "SLOT",
    name: {
      cn: "翡翠熊猫宝藏",
      en: "Jade Panda Treasure",
      ja: "翡翠パンダの秘宝",
      th: "ขุมทรัพย์แพนด้าหยก",
      vi: "Kho Báu Gấu Trúc Ngọc",
    },
    isHot: true,
    freePlay: true,
  },
  {
    vassalage: "JILI",
    gameCode: "JILI_LUCKY_LANTERN",
    category: "RNG",
    gameType: "SLOT",
    name: { cn: "幸运灯笼", en: "Lucky Lantern", ja: "ラッキーランタン", th: "โคมนำโชค", vi: "Đèn Lồng May Mắn" },
    isHot: true,
    freePlay: true,
  },
  {
    vassalage: "JILI",
    gameCode: "JILI_TEMPLE_OF_GOLD",
    category: "RNG",
    gameType: "SLOT",
    name: { cn: "黄金神殿", en: "Temple of Gold", ja: "黄金の神殿", th: "วิหารทองคำ", vi: "Đền Vàng" },
    isHot: true,
    freePlay: true,
  },
  {
    vassalage: "JILI",
    gameCode: "JILI_MYSTIC_PHOENIX",
    category: "RNG",
    gameType: "SLOT",
    name: {
      cn: "神秘凤凰",
      en: "Mystic Phoenix",
      ja: "ミスティック・フェニックス",
      th: "หงส์ไฟมหัศจรรย์",
      vi: "Phượng Hoàng Huyền Bí",
    },
    isHot: true,
    freePlay: true,
  },
  {
    vassalage: "PP",
    gameCode: "PP_STARLIGHT_SWEETS",
    category: "RNG",
    gameType: "SLOT",
    name: {
      cn: "星光糖果",
      en: "Starlight Sweets",
      ja: "スターライト・スイーツ",
      th: "ขนมหวานแสงดาว",
      vi: "Kẹo Ngọt Ánh Sao",
    },
    isHot: true,
    freePlay: true,
  },
  {
    vassalage: "PP",
    gameCode: "PP_THUNDER_RHINO",
    category: "RNG",
    gameType: "SLOT",
    name: { cn: "雷霆犀牛", en: "Thunder Rhino", ja: "サンダー・ライノ", th: "แรดสายฟ้า", vi: "Tê Giác Sấm Sét" },
    isHot: true,
    freePlay: true,
  },
  {
    vassalage: "JILIFISH",
    gameCode: "JILIFISH_GOLDEN_KOI_CATCH",
    category: "FISH",
    gameType: "FISH",
    name: {
      cn: "黄金锦鲤大捕捞",
      en: "Golden Koi Catch",
      ja: "ゴールデン錦鯉キャッチ",
      th: "ล่าปลาคาร์ปทองคำ",
      vi: "Săn Cá Chép Vàng",
    },
    isHot: true,
    freePlay: false,
  },
  {
    vassalage: "JDB",
    gameCode: "JDB_DEEP_SEA_BOUNTY",
    category: "FISH",
    gameType: "FISH",
    name: {
      cn: "深海赏金",
      en: "Deep Sea Bounty",
      ja: "ディープシー・バウンティ",
      th: "ล่าสมบัติใต้ทะเลลึก",
      vi: "Kho Báu Biển Sâu",
    },
    isHot: true,
    freePlay: false,
  },
  {
    vassalage: "EVO",
    gameCode: "EVO_ROYAL_BACCARAT",
    category: "LIVE",
    gameType: "LIVE",
    name: {
      cn: "皇家百家乐",
      en: "Royal Baccarat",
      ja: "ロイヤル・バカラ",
      th: "รอยัลบาคาร่า",
      vi: "Baccarat Hoàng Gia",
    },
    isHot: true,
    freePlay: false,
  },
  {
    vassalage: "SA",
    gameCode: "SA_GOLDEN_DRAGON_TIGER",
    category: "LIVE",
    gameType: "LIVE",
    name: {
      cn: "黄金龙虎",
      en: "Golden Dragon Tiger",
      ja: "ゴールデン・ドラゴンタイガー",
      th: "เสือมังกรทองคำ",
      vi: "Rồng Hổ Hoàng Kim",
    },
    isHot: true,
    freePlay: false,
  },
  {
    vassalage: "KY",
    gameCode: "KY_CLASSIC_HOLDEM",
    category: "PVP",
    gameType: "PVP",
    name: {
      cn: "经典德州扑克",
      en: "Classic Hold'em",
      ja: "クラシック・ホールデム",
      th: "โฮลเด็มคลาสสิก",
      vi: "Hold'em Cổ Điển",
    },
    isHot: true,
    freePlay: false,
  },
];

// ---------------------------------------------------------------------------
// Lottery menus
// ---------------------------------------------------------------------------

export interface SeedLotteryMenu {
  gameGroupCode: "11X5" | "CHAIN" | "K3" | "LF" | "LHC" | "PCB" | "PK10" | "SSC" | "VIDEO";
  name: LocalizedText;
  games: { gameCode: string; name: LocalizedText }[];
}

export const DEMO_LOTTERY_MENUS: SeedLotteryMenu[] = [
  {
    gameGroupCode: "SSC",
    name: { cn: "时时彩", en: "SSC", ja: "時時彩（SSC）", th: "ลอตเตอรี่ SSC", vi: "Xổ số SSC" },
    games: [
      {
        gameCode: "SSC_1MIN",
        name: { cn: "1分时时彩", en: "1-minute SSC", ja: "1分時時彩", th: "SSC 1 นาที", vi: "SSC 1 phút" },
      },
      {
        gameCode: "SSC_3MIN",
        name: { cn: "3分时时彩", en: "3-minute SSC", ja: "3分時時彩", th: "SSC 3 นาที", vi: "SSC 3 phút" },
      },
      {
        gameCode: "SSC_5MIN",
        name: { cn: "5分时时彩", en: "5-minute SSC", ja: "5分時時彩", th: "SSC 5 นาที", vi: "SSC 5 phút" },
      },
    ],
  },
  {
    gameGroupCode: "PK10",
    name: { cn: "PK10 赛车", en: "PK10 Racing", ja: "PK10 レーシング", th: "PK10 แข่งรถ", vi: "PK10 Đua xe" },
    games: [
      {
        gameCode: "PK10_1MIN",
        name: { cn: "1分赛车", en: "1-minute Racing", ja: "1分レーシング", th: "แข่งรถ 1 นาที", vi: "Đua xe 1 phút" },
      },
      {
        gameCode: "PK10_5MIN",
        name: { cn: "5分赛车", en: "5-minute Racing", ja: "5分レーシング", th: "แข่งรถ 5 นาที", vi: "Đua xe 5 phút" },
      },
    ],
  },
  {
    gameGroupCode: "K3",
    name: { cn: "快三", en: "Fast 3 (K3)", ja: "快3（K3）", th: "K3 ลูกเต๋าสามลูก", vi: "Xổ số K3 (xúc xắc)" },
    games: [
      {
        gameCode: "K3_1MIN",
        name: { cn: "1分快三", en: "1-minute Fast 3", ja: "1分快3", th: "K3 1 นาที", vi: "K3 1 phút" },
      },
      {
        gameCode: "K3_3MIN",
        name: { cn: "3分快三", en: "3-minute Fast 3", ja: "3分快3", th: "K3 3 นาที", vi: "K3 3 phút" },
      },
    ],
  },
  {
    gameGroupCode: "11X5",
    name: { cn: "11选5", en: "11 Pick 5", ja: "11選5", th: "11 เลือก 5", vi: "11 chọn 5" },
    games: [
      {
        gameCode: "11X5_1MIN",
        name: {
          cn: "1分11选5",
          en: "1-minute 11 Pick 5",
          ja: "1分11選5",
          th: "11 เลือก 5 (1 นาที)",
          vi: "11 chọn 5 (1 phút)",
        },
      },
      {
        gameCode: "11X5_3MIN",
        name: {
          cn: "3分11选5",
          en: "3-minute 11 Pick 5",
          ja: "3分11選5",
          th: "11 เลือก 5 (3 นาที)",
          vi: "11 chọn 5 (3 phút)",
        },
      },
    ],
  },
  {
    gameGroupCode: "LHC",
    name: {
      cn: "六合彩",
      en: "Six Lottery (LHC)",
      ja: "六合彩（LHC）",
      th: "ลอตเตอรี่ LHC",
      vi: "Xổ số Lục hợp (LHC)",
    },
    games: [
      {
        gameCode: "LHC_SPEED",
        name: { cn: "极速六合彩", en: "Speed LHC", ja: "スピード六合彩", th: "LHC ด่วน", vi: "LHC Siêu tốc" },
      },
      {
        gameCode: "LHC_5MIN",
        name: { cn: "5分六合彩", en: "5-minute LHC", ja: "5分六合彩", th: "LHC 5 นาที", vi: "LHC 5 phút" },
      },
    ],
  },
];
