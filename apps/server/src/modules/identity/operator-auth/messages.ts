import { registerMessages } from '../../../http/i18n.js';

registerMessages({
  'en-US': {
    'operatorAuth.disabled': 'This operator account has been disabled',
    'operatorAuth.badCredentials': 'Wrong username or password',
    'field.username': 'Username',
  },
  'zh-CN': {
    'operatorAuth.disabled': '该操作员账号已被停用',
    'operatorAuth.badCredentials': '用户名或密码错误',
    'field.username': '用户名',
  },
  'zh-TW': {
    'operatorAuth.disabled': '該操作員帳號已被停用',
    'operatorAuth.badCredentials': '使用者名稱或密碼錯誤',
    'field.username': '使用者名稱',
  },
  es: {
    'operatorAuth.disabled': 'Esta cuenta de operador ha sido desactivada',
    'operatorAuth.badCredentials': 'Usuario o contraseña incorrectos',
    'field.username': 'Usuario',
  },
  fr: {
    'operatorAuth.disabled': 'Ce compte d’opérateur a été désactivé',
    'operatorAuth.badCredentials': 'Nom d’utilisateur ou mot de passe incorrect',
    'field.username': 'Nom d’utilisateur',
  },
  'tr-TR': {
    'operatorAuth.disabled': 'Bu operatör hesabı devre dışı bırakıldı',
    'operatorAuth.badCredentials': 'Kullanıcı adı veya şifre yanlış',
    'field.username': 'Kullanıcı adı',
  },
});
