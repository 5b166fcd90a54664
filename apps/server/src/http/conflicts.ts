import { registerMessages } from './i18n.js';

/**
 * A unique constraint violation that reaches the error handler is a conflict with what is already
 * stored (two operators creating the same bonus code, one USDT transaction confirmed for two
 * recharges at once): HTTP 409 with a message in the caller's language, never a 500. Constraints a
 * person can act on get their own message; the rest (ids and keys the server makes itself, which
 * meet only when two requests race) get the generic one.
 */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  users_area_code_phone_key: 'auth.phoneTaken',
  operators_username_key: 'conflict.username',
  bonus_codes_code_key: 'community.bonus.codeTaken',
  banks_code_key: 'conflict.code',
  pay_channels_code_key: 'conflict.code',
  area_codes_pkey: 'conflict.code',
  recharges_tx_hash_key: 'conflict.txHash',
  user_wallets_address_idx: 'money.wallet.duplicate',
  platform_content_pkey: 'conflict.content',
};

export const UNIQUE_VIOLATION = '23505';

/** The message key for a unique violation (PostgreSQL error 23505), or null for any other error. */
export function uniqueViolationMessageKey(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== UNIQUE_VIOLATION) return null;
  return (typeof constraint === 'string' && CONSTRAINT_MESSAGES[constraint]) || 'conflict.generic';
}

registerMessages({
  'en-US': {
    'conflict.generic':
      'This conflicts with something saved at the same moment; please refresh and try again',
    'conflict.username': 'This username is already taken',
    'conflict.code': 'This code is already in use',
    'conflict.txHash': 'This transaction hash has already been used for another recharge',
    'conflict.content': 'This content already exists for this language',
  },
  'zh-CN': {
    'conflict.generic': '与同时保存的内容冲突，请刷新后重试',
    'conflict.username': '该用户名已被使用',
    'conflict.code': '该代码已被使用',
    'conflict.txHash': '该交易哈希已用于其他充值',
    'conflict.content': '该语言的内容已存在',
  },
  'zh-TW': {
    'conflict.generic': '與同時儲存的內容衝突，請重新整理後再試',
    'conflict.username': '該使用者名稱已被使用',
    'conflict.code': '該代碼已被使用',
    'conflict.txHash': '該交易雜湊已用於其他充值',
    'conflict.content': '該語言的內容已存在',
  },
  es: {
    'conflict.generic':
      'Esto entra en conflicto con algo guardado al mismo tiempo; actualice e inténtelo de nuevo',
    'conflict.username': 'Este nombre de usuario ya está en uso',
    'conflict.code': 'Este código ya está en uso',
    'conflict.txHash': 'Este hash de transacción ya se usó para otra recarga',
    'conflict.content': 'Este contenido ya existe para este idioma',
  },
  fr: {
    'conflict.generic': 'Ceci est en conflit avec un enregistrement simultané ; actualisez puis réessayez',
    'conflict.username': "Ce nom d'utilisateur est déjà pris",
    'conflict.code': 'Ce code est déjà utilisé',
    'conflict.txHash': 'Ce hash de transaction a déjà été utilisé pour une autre recharge',
    'conflict.content': 'Ce contenu existe déjà pour cette langue',
  },
  'tr-TR': {
    'conflict.generic': 'Bu, aynı anda kaydedilen bir şeyle çakışıyor; lütfen yenileyip tekrar deneyin',
    'conflict.username': 'Bu kullanıcı adı zaten alınmış',
    'conflict.code': 'Bu kod zaten kullanılıyor',
    'conflict.txHash': 'Bu işlem hash değeri başka bir yükleme için zaten kullanıldı',
    'conflict.content': 'Bu dil için bu içerik zaten var',
  },
});
