import { registerMessages } from '../../http/i18n.js';

registerMessages({
  'en-US': {
    'fundPassword.format': 'The fund password must be exactly 6 digits',
    'fundPassword.wrong': 'Wrong fund password',
    'fundPassword.locked': 'Too many wrong fund passwords; try again in 30 minutes',
    'fundPassword.notSet': 'Please set your fund password first',
    'field.fundPassword': 'Fund password',
  },
  'zh-CN': {
    'fundPassword.format': '资金密码必须是6位数字',
    'fundPassword.wrong': '资金密码错误',
    'fundPassword.locked': '资金密码错误次数过多，请30分钟后再试',
    'fundPassword.notSet': '请先设置资金密码',
    'field.fundPassword': '资金密码',
  },
  'zh-TW': {
    'fundPassword.format': '資金密碼必須是6位數字',
    'fundPassword.wrong': '資金密碼錯誤',
    'fundPassword.locked': '資金密碼錯誤次數過多，請30分鐘後再試',
    'fundPassword.notSet': '請先設定資金密碼',
    'field.fundPassword': '資金密碼',
  },
  es: {
    'fundPassword.format': 'La contraseña de fondos debe tener exactamente 6 dígitos',
    'fundPassword.wrong': 'Contraseña de fondos incorrecta',
    'fundPassword.locked': 'Demasiadas contraseñas de fondos incorrectas; inténtelo en 30 minutos',
    'fundPassword.notSet': 'Primero configure su contraseña de fondos',
    'field.fundPassword': 'Contraseña de fondos',
  },
  fr: {
    'fundPassword.format': 'Le mot de passe des fonds doit comporter exactement 6 chiffres',
    'fundPassword.wrong': 'Mot de passe des fonds incorrect',
    'fundPassword.locked': 'Trop de mots de passe des fonds incorrects ; réessayez dans 30 minutes',
    'fundPassword.notSet': "Veuillez d'abord définir votre mot de passe des fonds",
    'field.fundPassword': 'Mot de passe des fonds',
  },
  'tr-TR': {
    'fundPassword.format': 'Fon şifresi tam olarak 6 haneli olmalıdır',
    'fundPassword.wrong': 'Yanlış fon şifresi',
    'fundPassword.locked': 'Çok fazla yanlış fon şifresi; 30 dakika sonra tekrar deneyin',
    'fundPassword.notSet': 'Lütfen önce fon şifrenizi belirleyin',
    'field.fundPassword': 'Fon şifresi',
  },
});
