/**
 * Demo translations of the seeded content (products, notices, scroll messages, home slides and
 * lottery prizes), matched to the seeded rows by their en-US text. Run with the other demo seeds on
 * a fresh database; rows an operator renamed are left alone.
 */
import type { AppContext } from '../../../kernel/context.js';
import type { TranslatedEntity } from './localize.js';

type Texts = Record<'zh-CN' | 'zh-TW' | 'es' | 'fr' | 'tr-TR', string>;

export const DEMO_PRODUCT_NAMES: Record<string, Texts> = {
  'Gold Bracelet Plan': { 'zh-CN': '黄金手链计划', 'zh-TW': '黃金手鏈計劃', es: 'Plan Pulsera de Oro', fr: 'Formule Bracelet en or', 'tr-TR': 'Altın Bileklik Planı' },
  'Pearl Necklace Plan': { 'zh-CN': '珍珠项链计划', 'zh-TW': '珍珠項鏈計劃', es: 'Plan Collar de Perlas', fr: 'Formule Collier de perles', 'tr-TR': 'İnci Kolye Planı' },
  'Diamond Ring Plan': { 'zh-CN': '钻石戒指计划', 'zh-TW': '鑽石戒指計劃', es: 'Plan Anillo de Diamantes', fr: 'Formule Bague en diamant', 'tr-TR': 'Pırlanta Yüzük Planı' },
  'Jade Pendant Plan': { 'zh-CN': '翡翠吊坠计划', 'zh-TW': '翡翠吊墜計劃', es: 'Plan Colgante de Jade', fr: 'Formule Pendentif en jade', 'tr-TR': 'Yeşim Kolye Ucu Planı' },
  'Sapphire Earrings Plan': { 'zh-CN': '蓝宝石耳环计划', 'zh-TW': '藍寶石耳環計劃', es: 'Plan Pendientes de Zafiro', fr: 'Formule Boucles d’oreilles saphir', 'tr-TR': 'Safir Küpe Planı' },
};

export const DEMO_AGREEMENT: Texts = {
  'zh-CN': '合作协议。会员购买首饰计划，并在约定周期内获得每日收益。收益自购买次日起每个工作日入账，可随时领取到余额。',
  'zh-TW': '合作協議。會員購買首飾計劃，並在約定週期內獲得每日收益。收益自購買次日起每個工作日入帳，可隨時領取到餘額。',
  es: 'Acuerdo de cooperación. El miembro compra un plan de joyería y recibe su ingreso diario durante el periodo indicado. El ingreso se abona cada día hábil desde el día siguiente a la compra y puede cobrarse en el saldo en cualquier momento.',
  fr: 'Accord de coopération. Le membre achète une formule de bijouterie et reçoit son revenu quotidien pendant la période indiquée. Le revenu est crédité chaque jour ouvré à partir du lendemain de l’achat et peut être encaissé sur le solde à tout moment.',
  'tr-TR': 'İş birliği sözleşmesi. Üye bir mücevher planı satın alır ve belirtilen süre boyunca günlük gelirini alır. Gelir, satın almanın ertesi gününden itibaren her iş günü yatırılır ve istenildiği zaman bakiyeye alınabilir.',
};

export const DEMO_NOTICES: Record<string, { title: Texts; content: Texts }> = {
  'Welcome to Aurum': {
    title: { 'zh-CN': '欢迎来到 Aurum', 'zh-TW': '歡迎來到 Aurum', es: 'Bienvenido a Aurum', fr: 'Bienvenue chez Aurum', 'tr-TR': 'Aurum’a hoş geldiniz' },
    content: {
      'zh-CN': '感谢您的加入。充值、选择产品，每天领取您的收益。',
      'zh-TW': '感謝您的加入。儲值、選擇產品，每天領取您的收益。',
      es: 'Gracias por unirte. Recarga, elige un producto y cobra tus ingresos cada día.',
      fr: 'Merci de nous avoir rejoints. Rechargez, choisissez un produit et encaissez votre revenu chaque jour.',
      'tr-TR': 'Katıldığınız için teşekkürler. Bakiye yükleyin, bir ürün seçin ve gelirinizi her gün alın.',
    },
  },
  'Withdrawal times': {
    title: { 'zh-CN': '提现时间', 'zh-TW': '提現時間', es: 'Horarios de retiro', fr: 'Délais de retrait', 'tr-TR': 'Para çekme süreleri' },
    content: {
      'zh-CN': '提现在每个工作日审核；审核通过的提现将在 72 小时内到达您的银行账户。',
      'zh-TW': '提現在每個工作日審核；審核通過的提現將在 72 小時內到達您的銀行帳戶。',
      es: 'Los retiros se revisan cada día hábil; un retiro aprobado llega a tu cuenta bancaria en 72 horas.',
      fr: 'Les retraits sont examinés chaque jour ouvré ; un retrait approuvé arrive sur votre compte bancaire sous 72 heures.',
      'tr-TR': 'Para çekme talepleri her iş günü incelenir; onaylanan talep 72 saat içinde banka hesabınıza ulaşır.',
    },
  },
  'Community zone rules': {
    title: { 'zh-CN': '社区规则', 'zh-TW': '社區規則', es: 'Normas de la comunidad', fr: 'Règles de la communauté', 'tr-TR': 'Topluluk kuralları' },
    content: {
      'zh-CN': '分享您的首饰与心得。请友善待人：冒犯其他会员的帖子将被隐藏。',
      'zh-TW': '分享您的首飾與心得。請友善待人：冒犯其他會員的貼文將被隱藏。',
      es: 'Comparte tus piezas y experiencias. Sé amable: las publicaciones que ofendan a otros miembros se ocultarán.',
      fr: 'Partagez vos bijoux et vos expériences. Soyez bienveillant : les publications qui offensent d’autres membres seront masquées.',
      'tr-TR': 'Parçalarınızı ve deneyimlerinizi paylaşın. Nazik olun: diğer üyeleri rahatsız eden gönderiler gizlenir.',
    },
  },
};

export const DEMO_SCROLL_MESSAGES: Record<string, Texts> = {
  'The Gold Collection is now available in the product list.': {
    'zh-CN': '黄金系列现已上架产品列表。',
    'zh-TW': '黃金系列現已上架產品列表。',
    es: 'La Colección de Oro ya está disponible en la lista de productos.',
    fr: 'La Collection Or est disponible dans la liste des produits.',
    'tr-TR': 'Altın Koleksiyonu artık ürün listesinde.',
  },
  'Invite a friend: receive a red envelope when they make their first purchase.': {
    'zh-CN': '邀请好友：好友首次购买后，您将获得一个红包。',
    'zh-TW': '邀請好友：好友首次購買後，您將獲得一個紅包。',
    es: 'Invita a un amigo: recibe un sobre rojo cuando haga su primera compra.',
    fr: 'Invitez un ami : recevez une enveloppe rouge à son premier achat.',
    'tr-TR': 'Bir arkadaşınızı davet edin: ilk alışverişinde bir kırmızı zarf kazanın.',
  },
  'Every purchase earns a lucky draw chance.': {
    'zh-CN': '每次购买都可获得一次抽奖机会。',
    'zh-TW': '每次購買都可獲得一次抽獎機會。',
    es: 'Cada compra te da una oportunidad en el sorteo.',
    fr: 'Chaque achat vous donne une chance au tirage.',
    'tr-TR': 'Her alışveriş bir çekiliş hakkı kazandırır.',
  },
};

export type SlideLocale = 'en-US' | keyof Texts;

/** Home slides: the title (alt text) and the two lines drawn on the image, per locale. */
export const DEMO_SLIDES: Record<
  string,
  { slug: string; colours: [string, string]; text: Record<SlideLocale, { alt: string; heading: string; line: string }> }
> = {
  'New collection': {
    slug: 'gold-collection',
    colours: ['#D8AF81', '#A8794A'],
    text: {
      'en-US': { alt: 'New collection', heading: 'The Gold Collection', line: 'Daily income on every piece' },
      'zh-CN': { alt: '新品系列', heading: '黄金系列', line: '每件产品都有每日收益' },
      'zh-TW': { alt: '新品系列', heading: '黃金系列', line: '每件產品都有每日收益' },
      es: { alt: 'Nueva colección', heading: 'La Colección de Oro', line: 'Ingresos diarios en cada pieza' },
      fr: { alt: 'Nouvelle collection', heading: 'La Collection Or', line: 'Un revenu quotidien sur chaque pièce' },
      'tr-TR': { alt: 'Yeni koleksiyon', heading: 'Altın Koleksiyonu', line: 'Her parçada günlük gelir' },
    },
  },
  'Invite friends': {
    slug: 'invite',
    colours: ['#C9485B', '#8E2A3A'],
    text: {
      'en-US': { alt: 'Invite friends', heading: 'Invite & earn', line: 'A red envelope for every friend who buys' },
      'zh-CN': { alt: '邀请好友', heading: '邀请赚奖励', line: '每位购买的好友都为您带来一个红包' },
      'zh-TW': { alt: '邀請好友', heading: '邀請賺獎勵', line: '每位購買的好友都為您帶來一個紅包' },
      es: { alt: 'Invita a amigos', heading: 'Invita y gana', line: 'Un sobre rojo por cada amigo que compre' },
      fr: { alt: 'Invitez vos amis', heading: 'Invitez et gagnez', line: 'Une enveloppe rouge par ami qui achète' },
      'tr-TR': { alt: 'Arkadaşlarını davet et', heading: 'Davet et, kazan', line: 'Satın alan her arkadaşa bir kırmızı zarf' },
    },
  },
  'Lucky draw': {
    slug: 'lucky-draw',
    colours: ['#3D5A80', '#1F2F46'],
    text: {
      'en-US': { alt: 'Lucky draw', heading: 'Lucky draw', line: 'Provably fair — check every draw' },
      'zh-CN': { alt: '幸运抽奖', heading: '幸运抽奖', line: '可验证的公平——每次抽奖都可核验' },
      'zh-TW': { alt: '幸運抽獎', heading: '幸運抽獎', line: '可驗證的公平——每次抽獎皆可核驗' },
      es: { alt: 'Sorteo', heading: 'Sorteo de la suerte', line: 'Justo y verificable: revisa cada sorteo' },
      fr: { alt: 'Tirage au sort', heading: 'Tirage chanceux', line: 'Équitable et vérifiable à chaque tirage' },
      'tr-TR': { alt: 'Şanslı çekiliş', heading: 'Şanslı çekiliş', line: 'Kanıtlanabilir adil: her çekilişi doğrula' },
    },
  },
};

export const slideFile = (slug: string, locale: SlideLocale) => `${slug}-${locale}-v1.svg`;
export const slideUrl = (slug: string, locale: SlideLocale) => `/core/assets/slides/${slideFile(slug, locale)}`;

export const DEMO_PRIZES: Record<string, Texts> = {
  'Thanks for playing': { 'zh-CN': '谢谢参与', 'zh-TW': '謝謝參與', es: 'Gracias por participar', fr: 'Merci d’avoir joué', 'tr-TR': 'Katıldığınız için teşekkürler' },
  '1.00 cash': { 'zh-CN': '现金 1.00', 'zh-TW': '現金 1.00', es: '1,00 en efectivo', fr: '1,00 en espèces', 'tr-TR': '1,00 nakit' },
  '5.00 cash': { 'zh-CN': '现金 5.00', 'zh-TW': '現金 5.00', es: '5,00 en efectivo', fr: '5,00 en espèces', 'tr-TR': '5,00 nakit' },
  '20.00 cash': { 'zh-CN': '现金 20.00', 'zh-TW': '現金 20.00', es: '20,00 en efectivo', fr: '20,00 en espèces', 'tr-TR': '20,00 nakit' },
  '100.00 cash': { 'zh-CN': '现金 100.00', 'zh-TW': '現金 100.00', es: '100,00 en efectivo', fr: '100,00 en espèces', 'tr-TR': '100,00 nakit' },
};

interface Row {
  entity: TranslatedEntity;
  entity_id: bigint;
  field: string;
  locale: string;
  value: string;
}

function rowsFor(entity: TranslatedEntity, id: bigint, field: string, texts: Partial<Record<string, string>>): Row[] {
  return Object.entries(texts)
    .filter(([locale]) => locale !== 'en-US')
    .map(([locale, value]) => ({ entity, entity_id: id, field, locale, value: value! }));
}

export async function seedDemoTranslations(ctx: AppContext): Promise<void> {
  const db = ctx.db;
  const rows: Row[] = [];
  for (const p of await db.selectFrom('products').select(['id', 'name', 'agreement']).execute()) {
    const names = DEMO_PRODUCT_NAMES[p.name];
    if (!names) continue;
    rows.push(...rowsFor('product', p.id, 'name', names));
    if (p.agreement.startsWith('Cooperation agreement.')) rows.push(...rowsFor('product', p.id, 'agreement', DEMO_AGREEMENT));
  }
  for (const n of await db.selectFrom('notices').select(['id', 'title']).execute()) {
    const texts = DEMO_NOTICES[n.title];
    if (!texts) continue;
    rows.push(...rowsFor('notice', n.id, 'title', texts.title), ...rowsFor('notice', n.id, 'content', texts.content));
  }
  for (const m of await db.selectFrom('scroll_messages').select(['id', 'content']).execute()) {
    const texts = DEMO_SCROLL_MESSAGES[m.content];
    if (texts) rows.push(...rowsFor('scroll_message', m.id, 'content', texts));
  }
  for (const s of await db.selectFrom('swiper_slides').select(['id', 'title']).execute()) {
    const slide = DEMO_SLIDES[s.title];
    if (!slide) continue;
    for (const [locale, text] of Object.entries(slide.text) as [SlideLocale, { alt: string }][]) {
      if (locale === 'en-US') continue;
      rows.push(
        { entity: 'swiper_slide', entity_id: s.id, field: 'title', locale, value: text.alt },
        { entity: 'swiper_slide', entity_id: s.id, field: 'image_url', locale, value: slideUrl(slide.slug, locale) },
      );
    }
  }
  for (const p of await db.selectFrom('lottery_prizes').select(['id', 'name']).execute()) {
    const texts = DEMO_PRIZES[p.name];
    if (texts) rows.push(...rowsFor('lottery_prize', p.id, 'name', texts));
  }
  if (rows.length === 0) return;
  await db
    .insertInto('content_translations')
    .values(rows)
    .onConflict((oc) => oc.columns(['entity', 'entity_id', 'field', 'locale']).doNothing())
    .execute();
}
