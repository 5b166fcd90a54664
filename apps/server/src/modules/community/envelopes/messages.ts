import { registerMessages } from '../../../http/i18n.js';

registerMessages({
  'en-US': {
    'community.envelope.notFound': 'Red envelope not found',
    'community.envelope.alreadyReceived': 'This red envelope has already been received',
  },
  'zh-CN': {
    'community.envelope.notFound': '红包不存在',
    'community.envelope.alreadyReceived': '该红包已领取',
  },
  'zh-TW': {
    'community.envelope.notFound': '紅包不存在',
    'community.envelope.alreadyReceived': '該紅包已領取',
  },
  es: {
    'community.envelope.notFound': 'Sobre rojo no encontrado',
    'community.envelope.alreadyReceived': 'Este sobre rojo ya se ha recibido',
  },
  fr: {
    'community.envelope.notFound': 'Enveloppe rouge introuvable',
    'community.envelope.alreadyReceived': 'Cette enveloppe rouge a déjà été reçue',
  },
  'tr-TR': {
    'community.envelope.notFound': 'Kırmızı zarf bulunamadı',
    'community.envelope.alreadyReceived': 'Bu kırmızı zarf zaten alındı',
  },
});
