import { registerMessages } from '../../../http/i18n.js';

registerMessages({
  'en-US': {
    'community.upload.tooLarge': 'The picture is larger than {max} MB',
    'community.upload.noFile': 'Choose a picture to upload',
    'community.upload.notImage': 'Only JPEG, PNG, WebP or GIF pictures can be uploaded',
  },
  'zh-CN': {
    'community.upload.tooLarge': '图片不能超过 {max} MB',
    'community.upload.noFile': '请选择要上传的图片',
    'community.upload.notImage': '只能上传 JPEG、PNG、WebP 或 GIF 图片',
  },
  'zh-TW': {
    'community.upload.tooLarge': '圖片不能超過 {max} MB',
    'community.upload.noFile': '請選擇要上傳的圖片',
    'community.upload.notImage': '只能上傳 JPEG、PNG、WebP 或 GIF 圖片',
  },
  es: {
    'community.upload.tooLarge': 'La imagen supera los {max} MB',
    'community.upload.noFile': 'Elija una imagen para subir',
    'community.upload.notImage': 'Solo se pueden subir imágenes JPEG, PNG, WebP o GIF',
  },
  fr: {
    'community.upload.tooLarge': "L'image dépasse {max} Mo",
    'community.upload.noFile': 'Choisissez une image à envoyer',
    'community.upload.notImage': 'Seules les images JPEG, PNG, WebP ou GIF peuvent être envoyées',
  },
  'tr-TR': {
    'community.upload.tooLarge': "Resim {max} MB'tan büyük",
    'community.upload.noFile': 'Yüklemek için bir resim seçin',
    'community.upload.notImage': 'Yalnızca JPEG, PNG, WebP veya GIF resimleri yüklenebilir',
  },
});
