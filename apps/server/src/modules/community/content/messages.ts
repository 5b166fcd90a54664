import { registerMessages } from '../../../http/i18n.js';

registerMessages({
  'en-US': {
    'community.content.notFound': 'This content is not available',
    'community.config.unknownKey': 'Unknown configuration key',
    'community.config.badValue': 'This value is not valid for the configuration key',
    'community.config.downloadUnavailable': 'The download link is not available yet',
    'field.sysCfgKeyEnum': 'Configuration key',
  },
  'zh-CN': {
    'community.content.notFound': '该内容暂不可用',
    'community.config.unknownKey': '未知的配置项',
    'community.config.badValue': '该配置项的值无效',
    'community.config.downloadUnavailable': '下载链接暂不可用',
    'field.sysCfgKeyEnum': '配置项',
  },
  'zh-TW': {
    'community.content.notFound': '該內容暫不可用',
    'community.config.unknownKey': '未知的設定項',
    'community.config.badValue': '該設定項的值無效',
    'community.config.downloadUnavailable': '下載連結暫不可用',
    'field.sysCfgKeyEnum': '設定項',
  },
  es: {
    'community.content.notFound': 'Este contenido no está disponible',
    'community.config.unknownKey': 'Clave de configuración desconocida',
    'community.config.badValue': 'Este valor no es válido para la clave de configuración',
    'community.config.downloadUnavailable': 'El enlace de descarga aún no está disponible',
    'field.sysCfgKeyEnum': 'Clave de configuración',
  },
  fr: {
    'community.content.notFound': "Ce contenu n'est pas disponible",
    'community.config.unknownKey': 'Clé de configuration inconnue',
    'community.config.badValue': "Cette valeur n'est pas valide pour la clé de configuration",
    'community.config.downloadUnavailable': "Le lien de téléchargement n'est pas encore disponible",
    'field.sysCfgKeyEnum': 'Clé de configuration',
  },
  'tr-TR': {
    'community.content.notFound': 'Bu içerik kullanılamıyor',
    'community.config.unknownKey': 'Bilinmeyen yapılandırma anahtarı',
    'community.config.badValue': 'Bu değer yapılandırma anahtarı için geçerli değil',
    'community.config.downloadUnavailable': 'İndirme bağlantısı henüz mevcut değil',
    'field.sysCfgKeyEnum': 'Yapılandırma anahtarı',
  },
});
