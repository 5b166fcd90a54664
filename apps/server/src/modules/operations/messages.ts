import { registerMessages } from '../../http/i18n.js';

registerMessages({
  'en-US': {
    'console.operator.notSelfRole': 'You cannot change your own role',
    'console.operator.notSelf': 'You cannot disable your own account',
    'console.operator.notFound': 'This operator does not exist',
    'console.session.notFound': 'This member has no live session with that id',
  },
  'zh-CN': {
    'console.operator.notSelfRole': '不能更改自己的角色',
    'console.operator.notSelf': '不能停用自己的账号',
    'console.operator.notFound': '该操作员不存在',
    'console.session.notFound': '该会员没有此编号的有效会话',
  },
  'zh-TW': {
    'console.operator.notSelfRole': '不能變更自己的角色',
    'console.operator.notSelf': '不能停用自己的帳號',
    'console.operator.notFound': '該操作員不存在',
    'console.session.notFound': '該會員沒有此編號的有效工作階段',
  },
  es: {
    'console.operator.notSelfRole': 'No puede cambiar su propio rol',
    'console.operator.notSelf': 'No puede desactivar su propia cuenta',
    'console.operator.notFound': 'Este operador no existe',
    'console.session.notFound': 'Este miembro no tiene una sesión activa con ese identificador',
  },
  fr: {
    'console.operator.notSelfRole': 'Vous ne pouvez pas changer votre propre rôle',
    'console.operator.notSelf': 'Vous ne pouvez pas désactiver votre propre compte',
    'console.operator.notFound': 'Cet opérateur n’existe pas',
    'console.session.notFound': 'Ce membre n’a pas de session active avec cet identifiant',
  },
  'tr-TR': {
    'console.operator.notSelfRole': 'Kendi rolünüzü değiştiremezsiniz',
    'console.operator.notSelf': 'Kendi hesabınızı devre dışı bırakamazsınız',
    'console.operator.notFound': 'Bu operatör yok',
    'console.session.notFound': 'Bu üyenin bu kimlikle etkin bir oturumu yok',
  },
});
