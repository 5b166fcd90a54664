import { useState } from 'react';
import { api } from '../../api/client';
import { checkPhone, normalizeAreaCode } from '../../forms/validators';
import { useFormFields } from '../../forms/useFormFields';
import { DEFAULT_AREA_CODE } from '../AreaCodeSelect/useAreaCodes';
import { checkPhoneCodeValues, emptyPhoneCodeValues } from './phoneCodeForm';
import { showDemoSms } from '../DemoSms/demoSms';

/**
 * State of a form that proves a phone by SMS code before login and sets a login password:
 * register, and reset a forgotten password (`purpose` tells the server which text to send).
 */
export function usePhoneCodeForm(purpose: 'register' | 'forget') {
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const { values, field, check } = useFormFields(emptyPhoneCodeValues);

  /** SmsCodeField's onSend: no text until the phone number is valid. */
  const sendCode = async () => {
    if (!check({ phone: checkPhone(values.phone, areaCode) })) return false as const;
    const to = { areaCode: normalizeAreaCode(areaCode), phone: values.phone.trim() };
    const answer = await api.post('/app/sms/sendSmsCodeNoAuth', { ...to, type: purpose });
    void showDemoSms(to);
    return answer;
  };

  /** Checks every field before sending: inline errors, the first one toasted. */
  const validate = () => check(checkPhoneCodeValues(values, areaCode));

  return { areaCode, setAreaCode, values, field, sendCode, validate };
}
