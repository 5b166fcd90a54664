import { registerMessages } from '../../../http/i18n.js';

registerMessages({
  'en-US': { 'community.message.notFound': 'Message not found' },
  'zh-CN': { 'community.message.notFound': '消息不存在' },
  'zh-TW': { 'community.message.notFound': '訊息不存在' },
  es: { 'community.message.notFound': 'Mensaje no encontrado' },
  fr: { 'community.message.notFound': 'Message introuvable' },
  'tr-TR': { 'community.message.notFound': 'Mesaj bulunamadı' },
});
