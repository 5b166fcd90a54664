import { registerMessages } from '../../http/i18n.js';

registerMessages({
  'en-US': { 'operatorAuth.badCredentials': 'Wrong username or password', 'field.username': 'Username' },
  'zh-CN': { 'operatorAuth.badCredentials': '用户名或密码错误', 'field.username': '用户名' },
  'zh-TW': { 'operatorAuth.badCredentials': '使用者名稱或密碼錯誤', 'field.username': '使用者名稱' },
  es: { 'operatorAuth.badCredentials': 'Usuario o contraseña incorrectos', 'field.username': 'Usuario' },
  fr: {
    'operatorAuth.badCredentials': 'Nom d’utilisateur ou mot de passe incorrect',
    'field.username': 'Nom d’utilisateur',
  },
  'tr-TR': {
    'operatorAuth.badCredentials': 'Kullanıcı adı veya şifre yanlış',
    'field.username': 'Kullanıcı adı',
  },
});
