import { registerMessages } from '../../http/i18n.js';

// Messages shared by the community areas; each area registers its own beside its routes.
registerMessages({
  'en-US': {
    'community.promotionsExhausted': 'This reward is temporarily unavailable, please try again later',
    'community.userNotFound': 'Member not found',
    'community.rangeInvalid': 'The end time must be after the start time',
    'field.content': 'Content',
  },
  'zh-CN': {
    'community.promotionsExhausted': '该奖励暂时无法发放，请稍后再试',
    'community.userNotFound': '会员不存在',
    'community.rangeInvalid': '结束时间必须晚于开始时间',
    'field.content': '内容',
  },
  'zh-TW': {
    'community.promotionsExhausted': '該獎勵暫時無法發放，請稍後再試',
    'community.userNotFound': '會員不存在',
    'community.rangeInvalid': '結束時間必須晚於開始時間',
    'field.content': '內容',
  },
  es: {
    'community.promotionsExhausted': 'Esta recompensa no está disponible por ahora, inténtelo más tarde',
    'community.userNotFound': 'Miembro no encontrado',
    'community.rangeInvalid': 'La hora de fin debe ser posterior a la de inicio',
    'field.content': 'Contenido',
  },
  fr: {
    'community.promotionsExhausted': 'Cette récompense est momentanément indisponible, réessayez plus tard',
    'community.userNotFound': 'Membre introuvable',
    'community.rangeInvalid': 'La fin doit être postérieure au début',
    'field.content': 'Contenu',
  },
  'tr-TR': {
    'community.promotionsExhausted': 'Bu ödül şu anda verilemiyor, lütfen daha sonra tekrar deneyin',
    'community.userNotFound': 'Üye bulunamadı',
    'community.rangeInvalid': 'Bitiş zamanı başlangıçtan sonra olmalıdır',
    'field.content': 'İçerik',
  },
});
