import { checkCode, checkConfirmation, checkNewPassword, checkPhone } from '../../forms/validators';

/** The fields of a form that proves a phone by SMS code and sets its login password. */
export interface PhoneCodeValues {
  phone: string;
  smsCode: string;
  password: string;
  confirmPassword: string;
}

export const emptyPhoneCodeValues: PhoneCodeValues = {
  phone: '',
  smsCode: '',
  password: '',
  confirmPassword: '',
};

/** Each field's problem, in the order of the form (for `useFieldErrors.check`). */
export function checkPhoneCodeValues(values: PhoneCodeValues, areaCode: string) {
  return {
    phone: checkPhone(values.phone, areaCode),
    smsCode: checkCode(values.smsCode),
    password: checkNewPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  };
}
