import { registerMessages } from '../../../http/i18n.js';

registerMessages({
  'en-US': { 'community.envelope.kindFixed': 'The kind of an existing rule cannot change; create a new rule' },
  'zh-CN': { 'community.envelope.kindFixed': '已有规则的类型不能修改，请新建规则' },
  'zh-TW': { 'community.envelope.kindFixed': '既有規則的類型不能修改，請新建規則' },
  es: { 'community.envelope.kindFixed': 'El tipo de una regla existente no puede cambiar; cree una regla nueva' },
  fr: { 'community.envelope.kindFixed': "Le type d'une règle existante ne peut pas changer ; créez une nouvelle règle" },
  'tr-TR': { 'community.envelope.kindFixed': 'Mevcut bir kuralın türü değiştirilemez; yeni bir kural oluşturun' },
});
