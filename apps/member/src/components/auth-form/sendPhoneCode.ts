import { api } from '../../api/client';
import { normalizeAreaCode } from '../../forms/validators';

/** Texts a code to a phone before login: to register it, or to reset its forgotten password. */
export function sendPhoneCode(purpose: 'register' | 'forget', areaCode: string, phone: string) {
  return api.post('/app/sms/sendSmsCodeNoAuth', {
    areaCode: normalizeAreaCode(areaCode),
    phone: phone.trim(),
    type: purpose,
  });
}
