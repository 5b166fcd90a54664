import { registerMessages } from '../../../http/i18n.js';

registerMessages({
  'en-US': {
    'sms.text':
      'Your verification code is {code}. It is valid for {minutes} minutes. Do not share it with anyone.',
    'sms.tooFrequent': 'A code was just sent; please wait a minute before requesting another',
    'sms.dailyLimit': 'Too many codes were requested for this phone today; please try again tomorrow',
    'sms.tooManyFromIp': 'Too many codes were requested from your network; please try again later',
    'sms.codeInvalid': 'The verification code is wrong or has expired',
    'sms.sendFailed': 'The SMS could not be sent; please try again later',
    'field.areaCode': 'Area code',
    'field.phone': 'Phone number',
    'field.type': 'Type',
    'field.smsCode': 'Verification code',
    'sms.codeTooManyGuesses': 'Too many wrong codes were entered; please request a new code',
    'sms.textRegistered':
      'Your code is {code} (valid {minutes} minutes). This phone number already has an account: log in, or use "Forgot password". Do not share the code.',
  },
  'zh-CN': {
    'sms.text': '您的验证码是{code}，{minutes}分钟内有效。请勿告诉他人。',
    'sms.tooFrequent': '验证码刚刚已发送，请一分钟后再试',
    'sms.dailyLimit': '该手机号今日获取验证码次数过多，请明天再试',
    'sms.tooManyFromIp': '您的网络请求验证码次数过多，请稍后再试',
    'sms.codeInvalid': '验证码错误或已过期',
    'sms.sendFailed': '短信发送失败，请稍后再试',
    'field.areaCode': '区号',
    'field.phone': '手机号',
    'field.type': '类型',
    'field.smsCode': '验证码',
    'sms.codeTooManyGuesses': '验证码错误次数过多，请重新获取验证码',
    'sms.textRegistered':
      '您的验证码是{code}，{minutes}分钟内有效。该手机号已注册，请直接登录或使用“忘记密码”。请勿告诉他人。',
  },
  'zh-TW': {
    'sms.text': '您的驗證碼是{code}，{minutes}分鐘內有效。請勿告訴他人。',
    'sms.tooFrequent': '驗證碼剛剛已發送，請一分鐘後再試',
    'sms.dailyLimit': '該手機號今日獲取驗證碼次數過多，請明天再試',
    'sms.tooManyFromIp': '您的網路請求驗證碼次數過多，請稍後再試',
    'sms.codeInvalid': '驗證碼錯誤或已過期',
    'sms.sendFailed': '簡訊發送失敗，請稍後再試',
    'field.areaCode': '區號',
    'field.phone': '手機號',
    'field.type': '類型',
    'field.smsCode': '驗證碼',
    'sms.codeTooManyGuesses': '驗證碼錯誤次數過多，請重新取得驗證碼',
    'sms.textRegistered':
      '您的驗證碼是{code}，{minutes}分鐘內有效。該手機號已註冊，請直接登入或使用「忘記密碼」。請勿告訴他人。',
  },
  es: {
    'sms.text':
      'Su código de verificación es {code}. Es válido durante {minutes} minutos. No lo comparta con nadie.',
    'sms.tooFrequent': 'Se acaba de enviar un código; espere un minuto antes de pedir otro',
    'sms.dailyLimit': 'Se han pedido demasiados códigos para este teléfono hoy; inténtelo mañana',
    'sms.tooManyFromIp': 'Se han pedido demasiados códigos desde su red; inténtelo más tarde',
    'sms.codeInvalid': 'El código de verificación es incorrecto o ha caducado',
    'sms.sendFailed': 'No se pudo enviar el SMS; inténtelo más tarde',
    'field.areaCode': 'Prefijo',
    'field.phone': 'Número de teléfono',
    'field.type': 'Tipo',
    'field.smsCode': 'Código de verificación',
    'sms.codeTooManyGuesses': 'Se introdujeron demasiados códigos incorrectos; solicite un código nuevo',
    'sms.textRegistered':
      'Su código es {code} (válido {minutes} minutos). Este número ya tiene una cuenta: inicie sesión o use "Olvidé mi contraseña". No comparta el código.',
  },
  fr: {
    'sms.text':
      'Votre code de vérification est {code}. Il est valable {minutes} minutes. Ne le communiquez à personne.',
    'sms.tooFrequent': 'Un code vient d’être envoyé ; attendez une minute avant d’en demander un autre',
    'sms.dailyLimit': 'Trop de codes ont été demandés pour ce téléphone aujourd’hui ; réessayez demain',
    'sms.tooManyFromIp': 'Trop de codes ont été demandés depuis votre réseau ; réessayez plus tard',
    'sms.codeInvalid': 'Le code de vérification est incorrect ou a expiré',
    'sms.sendFailed': 'Le SMS n’a pas pu être envoyé ; réessayez plus tard',
    'field.areaCode': 'Indicatif',
    'field.phone': 'Numéro de téléphone',
    'field.type': 'Type',
    'field.smsCode': 'Code de vérification',
    'sms.codeTooManyGuesses': 'Trop de codes incorrects ont été saisis ; veuillez demander un nouveau code',
    'sms.textRegistered':
      'Votre code est {code} (valable {minutes} minutes). Ce numéro a déjà un compte : connectez-vous ou utilisez « Mot de passe oublié ». Ne partagez pas ce code.',
  },
  'tr-TR': {
    'sms.text': 'Doğrulama kodunuz {code}. {minutes} dakika geçerlidir. Kimseyle paylaşmayın.',
    'sms.tooFrequent': 'Az önce bir kod gönderildi; yenisini istemeden önce bir dakika bekleyin',
    'sms.dailyLimit': 'Bu telefon için bugün çok fazla kod istendi; lütfen yarın tekrar deneyin',
    'sms.tooManyFromIp': 'Ağınızdan çok fazla kod istendi; lütfen daha sonra tekrar deneyin',
    'sms.codeInvalid': 'Doğrulama kodu yanlış veya süresi dolmuş',
    'sms.sendFailed': 'SMS gönderilemedi; lütfen daha sonra tekrar deneyin',
    'field.areaCode': 'Alan kodu',
    'field.phone': 'Telefon numarası',
    'field.type': 'Tür',
    'field.smsCode': 'Doğrulama kodu',
    'sms.codeTooManyGuesses': 'Çok fazla yanlış kod girildi; lütfen yeni bir kod isteyin',
    'sms.textRegistered':
      'Kodunuz {code} ({minutes} dakika geçerli). Bu telefon numarasının zaten bir hesabı var: giriş yapın veya "Şifremi unuttum" seçeneğini kullanın. Kodu kimseyle paylaşmayın.',
  },
});
